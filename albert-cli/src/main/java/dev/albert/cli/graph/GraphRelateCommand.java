package dev.albert.cli.graph;

import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.graph.EntityInput;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert graph relate <source> <relation> <target>} ({@code POST /v1/relationships}). */
@Command(name = "relate",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Record that one entity relates to another, e.g. checkout-service uses postgres. Entities are created as needed and matched by name and type, ignoring case and spacing.",
                "Recording the same open relationship again reuses it. Prints the relationship's id.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert graph relate checkout-service uses postgres",
                "  albert graph relate 'Ana Ruiz' owns checkout --source-type person --target-type service",
                "  albert graph relate checkout depends_on payments --memory 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --output json",
        })
public final class GraphRelateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<source>", description = "The source entity's name.")
    String source;

    @Parameters(index = "1", paramLabel = "<relation>", description = "The relation type, e.g. uses, owns, depends_on.")
    String relation;

    @Parameters(index = "2", paramLabel = "<target>", description = "The target entity's name.")
    String target;

    @Option(names = "--source-type", paramLabel = "<type>", defaultValue = "concept", description = "The source entity's type (default: ${DEFAULT-VALUE}).")
    String sourceType;

    @Option(names = "--target-type", paramLabel = "<type>", defaultValue = "concept", description = "The target entity's type (default: ${DEFAULT-VALUE}).")
    String targetType;

    @Option(names = "--sensitivity", paramLabel = "<level>", converter = Converters.SensitivityConverter.class,
            completionCandidates = Converters.SensitivityNames.class, description = "${COMPLETION-CANDIDATES} (default: internal).")
    Sensitivity sensitivity;

    @Option(names = "--memory", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The memory this relationship was learnt from (needs memory.read too).")
    UUID memory;

    @Option(names = "--confidence", paramLabel = "<0..1>", description = "How sure you are, from 0 to 1 (default: 1).")
    Double confidence;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Workspace id (default: the key's own workspace).")
    UUID workspace;

    @Override
    public Integer call() {
        output.expect(RelationshipRead.class);
        name("<source>", source, Limits.ENTITY_NAME_MAX);
        name("<relation>", relation, Limits.RELATION_TYPE_MAX);
        name("<target>", target, Limits.ENTITY_NAME_MAX);
        name("--source-type", sourceType, Limits.ENTITY_TYPE_MAX);
        name("--target-type", targetType, Limits.ENTITY_TYPE_MAX);
        if (confidence != null) {
            Inputs.range(spec, "--confidence", confidence, 0.0, 1.0);
        }
        RelationshipCreate request = new RelationshipCreate(workspace,
                new EntityInput(source.strip(), sourceType.strip(), null, null), relation.strip(),
                new EntityInput(target.strip(), targetType.strip(), null, null), sensitivity, memory, confidence,
                null, null, null);
        RelationshipRead edge;
        try (AlbertClient client = connection.connect()) {
            edge = client.createRelationship(request);
        }
        output.render(edge, () -> Relationships.table(List.of(edge)), () -> edge.id().toString());
        return ExitCode.OK.code();
    }

    private void name(String what, String value, int max) {
        if (value == null || value.isBlank()) {
            throw new ParameterException(spec.commandLine(), what + " must not be empty");
        }
        Inputs.maxLength(spec, what, value, max);
    }
}
