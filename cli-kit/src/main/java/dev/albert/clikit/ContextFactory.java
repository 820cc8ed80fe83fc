package dev.albert.clikit;

import picocli.CommandLine;

import java.lang.reflect.Constructor;

/**
 * Creates commands, mixins and providers: a class with a {@code (CommandContext)} constructor gets
 * this run's context, anything else is made by picocli's default factory.
 */
final class ContextFactory implements CommandLine.IFactory {
    private final CommandContext context;

    ContextFactory(CommandContext context) {
        this.context = context;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        Constructor<K> constructor;
        try {
            constructor = type.getDeclaredConstructor(CommandContext.class);
        } catch (NoSuchMethodException e) {
            return CommandLine.defaultFactory().create(type);
        }
        constructor.setAccessible(true);
        return constructor.newInstance(context);
    }
}
