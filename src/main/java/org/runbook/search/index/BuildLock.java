package org.runbook.search.index;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * The lock held while an index folder is built: one builder at a time, across threads (a lock per folder in this
 * JVM) and across processes (a file lock, which the system releases when a process dies, so a killed build never
 * leaves the folder locked). Others wait, then find the index the first one built.
 */
final class BuildLock implements AutoCloseable {

    private static final Map<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

    private final ReentrantLock local;
    private final FileChannel channel;
    private final FileLock lock;

    private BuildLock(ReentrantLock local, FileChannel channel, FileLock lock) {
        this.local = local;
        this.channel = channel;
        this.lock = lock;
    }

    /** Waits for the lock of {@code folder} (which must exist); tells {@code log} once when it has to wait. */
    static BuildLock acquire(Path folder, Consumer<String> log) throws IOException {
        ReentrantLock local = IN_PROCESS.computeIfAbsent(folder.toAbsolutePath().normalize(), k -> new ReentrantLock());
        if (!local.tryLock()) {
            log.accept("index: another search in this program is building the index; waiting for it");
            local.lock();
        }
        FileChannel channel = null;
        try {
            channel = FileChannel.open(folder.resolve(IndexFolder.LOCK), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                log.accept("index: another Runbook is building the index; waiting for it");
                lock = channel.lock();
            }
            return new BuildLock(local, channel, lock);
        } catch (IOException | RuntimeException | Error e) {
            if (channel != null) {
                channel.close();
            }
            local.unlock();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
            channel.close();
        } finally {
            local.unlock();
        }
    }
}
