package dev.albert.hook.hosts;

/**
 * One event of one host, under the name the host uses on our command line
 * ({@code albert-hook <host> <event>}). JDK classes only.
 *
 * @param host  the host
 * @param name  the host's own event name, e.g. {@code UserPromptSubmit}, {@code sessionStart}, {@code agent_end}
 * @param phase what the event asks of the hook
 */
public record HostEvent(Host host, String name, Phase phase) {
    /** The exact bytes that tell this host "nothing to add" (host-hooks §5.3). */
    public byte[] noOp() {
        return host.noOp(name);
    }
}
