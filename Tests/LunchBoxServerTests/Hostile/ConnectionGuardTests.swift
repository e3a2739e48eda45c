import Foundation
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import LunchBoxServer

/// Connections that hold the server without using it are closed (issue 27, case 4).
@Suite("Connection guard")
struct ConnectionGuardTests {
    static let timeouts = ConnectionGuard.Timeouts(header: .seconds(10), body: .seconds(30))
    static let neighbour = try! SocketAddress(ipAddress: "192.168.1.66", port: 50_000)

    static func connected(_ registry: ConnectionGuard.Registry, address: SocketAddress = neighbour, loop: EmbeddedEventLoop = EmbeddedEventLoop()) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: ConnectionGuard(registry: registry, timeouts: timeouts), loop: loop)
        try channel.connect(to: address).wait()
        return channel
    }

    static var head: HTTPRequestPart {
        .head(HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/api/scan"))
    }

    @Test func headersThatNeverFinishCloseTheConnection() throws {
        let loop = EmbeddedEventLoop()
        let channel = try Self.connected(ConnectionGuard.Registry(maximumPerAddress: 8), loop: loop)
        loop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    @Test func aBodySentAByteAtATimeIsCutOff() throws {
        let loop = EmbeddedEventLoop()
        let channel = try Self.connected(ConnectionGuard.Registry(maximumPerAddress: 8), loop: loop)
        try channel.writeInbound(Self.head)
        for _ in 0..<29 {
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "x")))
            loop.advanceTime(by: .seconds(1))
        }
        #expect(channel.isActive)
        loop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    @Test func noTimerRunsWhileARequestIsAnswered() throws {
        let loop = EmbeddedEventLoop()
        let channel = try Self.connected(ConnectionGuard.Registry(maximumPerAddress: 8), loop: loop)
        try channel.writeInbound(Self.head)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        loop.advanceTime(by: .seconds(300))
        #expect(channel.isActive, "a stream of ideas may take minutes")
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        loop.advanceTime(by: .seconds(11))
        #expect(!channel.isActive, "then the keep-alive idle time is the header timeout")
    }

    @Test func aRequestAnsweredBeforeItsBodyStillHasItsTimers() throws {
        let loop = EmbeddedEventLoop()
        let channel = try Self.connected(ConnectionGuard.Registry(maximumPerAddress: 8), loop: loop)
        try channel.writeInbound(Self.head)
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .contentTooLarge)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        loop.advanceTime(by: .seconds(31))
        #expect(!channel.isActive, "a body still trickling in after a 413 is cut off")
        let other = try Self.connected(ConnectionGuard.Registry(maximumPerAddress: 8), loop: loop)
        try other.writeInbound(Self.head)
        try other.writeOutbound(HTTPResponsePart.end(nil))
        try other.writeInbound(HTTPRequestPart.end(nil))
        loop.advanceTime(by: .seconds(11))
        #expect(!other.isActive, "once it is in, the connection idles on the header timeout")
    }

    @Test func connectionsPastTheCapPerAddressAreClosedAndOthersStillCome() throws {
        let registry = ConnectionGuard.Registry(maximumPerAddress: 2)
        let first = try Self.connected(registry)
        let second = try Self.connected(registry)
        let third = try Self.connected(registry)
        #expect(first.isActive && second.isActive)
        #expect(!third.isActive)
        #expect(registry.count("192.168.1.66") == 2)
        let other = try Self.connected(registry, address: try SocketAddress(ipAddress: "192.168.1.20", port: 50_001))
        #expect(other.isActive)
        _ = try first.close().wait()
        #expect(registry.count("192.168.1.66") == 1)
        #expect(try Self.connected(registry).isActive)
    }
}
