import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP port on 127.0.0.1 that accepts connections (the kernel completes them) but
/// never answers: requests to it can only time out.
public final class SilentServer: Sendable {
    public let port: Int
    private let descriptor: Int32

    public init() throws {
        let (descriptor, port) = try LoopbackSocket.bind(listen: true)
        self.descriptor = descriptor
        self.port = port
    }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }

    deinit {
        close(descriptor)
    }
}

/// A port on 127.0.0.1 that refuses connections for as long as this value lives: the port
/// is bound but not listened on, so no other test (or server) can take it meanwhile, and
/// connecting gets a reset at once. A port closed before use could be taken by a server
/// another test starts, and a "refused" connection then waited on that server.
public final class RefusedPort: Sendable {
    public let port: Int
    private let descriptor: Int32

    public init() throws {
        (descriptor, port) = try LoopbackSocket.bind(listen: false)
    }

    deinit {
        close(descriptor)
    }
}

/// Loopback socket helpers.
public enum LoopbackSocket {
    static func bind(listen shouldListen: Bool) throws -> (Int32, Int) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, !shouldListen || listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
