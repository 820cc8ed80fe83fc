package dev.albert.safety;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.zip.CRC32C;

/**
 * The trained {@link InjectionModel} as the build ships it ({@code injection-model.bin} beside the training
 * resources), so that no process trains it again: training reads every sentence of the resources (about 4,700)
 * through the rules' vocabulary and takes 1–2.5 s of a cold JVM, loading this file 150–210 ms (most of it the
 * fingerprint's read of the resources).
 *
 * <p>Written at {@code process-classes} by {@link #main} (albert-safety's pom). The file names a fingerprint of the
 * training resources it was made from; a file made from other resources (an IDE run after editing one) is not
 * used, and the model is trained as before; so is a file made with another {@link InjectionModel.Config} (features,
 * table size, training). Format (big-endian): magic {@code ALBIM2}, the fingerprint of the resources ({@link
 * #digestOfResources}), the configuration ({@code Config.toString()}, modified UTF-8), the
 * bias, the classes (count, wire names), the class totals, the non-zero weights (count, then index and value), the
 * per-class word counts (count, then feature and one count per class), in ascending feature order.
 */
public final class InjectionModelFile {
    static final String RESOURCE = "injection-model.bin";
    private static final String MAGIC = "ALBIM2";

    private InjectionModelFile() {
    }

    /** Trains the standard model and writes it under {@code args[0]} (the module's class output directory). */
    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0], "dev", "albert", "safety", RESOURCE);
        Files.createDirectories(out.getParent());
        InjectionModel model = InjectionModel.train(InjectionModel.standardExamples());
        try (OutputStream file = Files.newOutputStream(out)) {
            write(model.state(), digestOfResources(), file);
        }
    }

    /** The model the build shipped, if it was made from the training resources on the class path now. */
    static Optional<InjectionModel> shipped(double threshold) {
        try (InputStream in = InjectionModel.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return Optional.empty();
            }
            return read(in, digestOfResources()).map(state -> new InjectionModel(state, threshold));
        } catch (IOException e) {
            return Optional.empty(); // an unreadable file is trained around, as a missing one is
        }
    }

    static void write(InjectionModel.State state, byte[] digest, OutputStream target) throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(target));
        out.writeUTF(MAGIC);
        out.write(digest);
        out.writeUTF(InjectionModel.Config.STANDARD.toString());
        out.writeDouble(state.bias());
        out.writeInt(state.classes().size());
        for (ReasonCode c : state.classes()) {
            out.writeUTF(c.wireName());
        }
        for (int total : state.classTotals()) {
            out.writeInt(total);
        }
        float[] weights = state.weights();
        int nonZero = 0;
        for (float w : weights) {
            nonZero += w != 0 ? 1 : 0;
        }
        out.writeInt(weights.length);
        out.writeInt(nonZero);
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] != 0) {
                out.writeInt(i);
                out.writeFloat(weights[i]);
            }
        }
        Map<Integer, int[]> counts = new TreeMap<>(state.classCounts());
        out.writeInt(counts.size());
        for (Map.Entry<Integer, int[]> e : counts.entrySet()) {
            out.writeInt(e.getKey());
            for (int n : e.getValue()) {
                out.writeInt(n);
            }
        }
        out.flush();
    }

    /** The state stored in {@code source}, or empty if it was made from other resources than {@code digest}'s. */
    static Optional<InjectionModel.State> read(InputStream source, byte[] digest) throws IOException {
        ByteBuffer in = ByteBuffer.wrap(source.readAllBytes()); // big-endian, as DataOutputStream wrote it
        try {
            if (!MAGIC.equals(utf(in))) {
                throw new IOException("not an injection model file");
            }
            byte[] madeFrom = new byte[digest.length];
            in.get(madeFrom);
            if (!Arrays.equals(madeFrom, digest) || !InjectionModel.Config.STANDARD.toString().equals(utf(in))) {
                return Optional.empty(); // made from other resources, or read and trained otherwise
            }
            double bias = in.getDouble();
            int classCount = in.getInt();
            List<ReasonCode> classes = new ArrayList<>(classCount);
            for (int c = 0; c < classCount; c++) {
                String name = utf(in);
                classes.add(ReasonCode.fromWireName(name).orElseThrow(() -> new IOException("unknown class " + name)));
            }
            int[] totals = new int[classCount];
            for (int c = 0; c < classCount; c++) {
                totals[c] = in.getInt();
            }
            int buckets = in.getInt();
            if (buckets != InjectionModel.Config.STANDARD.buckets()) {
                return Optional.empty(); // made with another feature table
            }
            float[] weights = new float[buckets];
            int nonZero = in.getInt();
            for (int k = 0; k < nonZero; k++) {
                weights[in.getInt()] = in.getFloat();
            }
            int features = in.getInt();
            Map<Integer, int[]> counts = new HashMap<>(features * 2);
            for (int k = 0; k < features; k++) {
                int feature = in.getInt();
                int[] perClass = new int[classCount];
                in.asIntBuffer().get(perClass);
                in.position(in.position() + 4 * classCount);
                counts.put(feature, perClass);
            }
            return Optional.of(new InjectionModel.State(weights, bias, classes, counts, totals));
        } catch (BufferUnderflowException | IndexOutOfBoundsException e) {
            throw new IOException("truncated injection model file", e);
        }
    }

    /** A string as {@link DataOutputStream#writeUTF} wrote it (the names here are ASCII). */
    private static String utf(ByteBuffer in) {
        byte[] bytes = new byte[Short.toUnsignedInt(in.getShort())];
        in.get(bytes);
        return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * A fingerprint of the training resources, in order, each with its name and length: CRC-32C (a stale-file check,
     * not a defence: the file ships inside the same jar as the resources). A first SHA-256 in a fresh JVM costs
     * 250–350 ms of JCA start-up, more than reading the model.
     */
    static byte[] digestOfResources() {
        CRC32C crc = new CRC32C();
        ByteBuffer out = ByteBuffer.allocate(DIGEST_BYTES);
        for (String resource : InjectionModel.STANDARD_RESOURCES) {
            try (InputStream in = InjectionModel.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + resource);
                }
                byte[] bytes = in.readAllBytes();
                crc.update(resource.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                crc.update(0);
                crc.update(bytes);
                out.putInt(bytes.length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out.putLong(crc.getValue()).array();
    }

    /** The fingerprint's size: each resource's length, then the checksum. */
    private static final int DIGEST_BYTES = 4 * InjectionModel.STANDARD_RESOURCES.size() + 8;
}
