#if canImport(Glibc)
import Glibc
#endif

/// Hands memory the server has freed back to the system, every few seconds while it runs.
///
/// glibc's malloc keeps what a burst of requests freed (each of 100 connections leaves
/// some tens of kilobytes) in its arenas, where it still counts as the server's RSS:
/// after a load run about 7 MB of anonymous memory was free memory kept this way, and
/// `malloc_trim` gives it back. A trim of a heap this size takes well under a
/// millisecond. Elsewhere (macOS, or a C library without `malloc_trim`) it does nothing.
public enum FreedMemoryTrimmer {
    public static let interval = Duration.seconds(5)

    /// Runs until the task is cancelled.
    public static func run() async {
        guard let trim = Self.mallocTrim else { return }
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return }
            _ = trim(0)
        }
    }

    /// glibc's `malloc_trim`, looked up at run time: Swift's Glibc module leaves out
    /// `malloc.h`, where it is declared.
    private static var mallocTrim: (@convention(c) (Int) -> Int32)? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }
}
