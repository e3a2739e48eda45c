import Foundation
import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Closes connections that hold the server without using it, per connection, before
/// any route runs: one whose request headers do not arrive within the header timeout
/// (after it opens, or after its last response: the keep-alive idle time), one whose
/// body does not arrive within the body timeout, and any past the cap of connections
/// from one address.
///
/// Without it, 300 connections sending a body a byte at a time all stayed open, and
/// 1,100 that never finished their headers used up the process's file descriptors until
/// `/healthz` went unanswered (issue 27). Hummingbird's own idle timeout only counts
/// silence, which a byte every few seconds never is. While a request is being answered
/// (a stream of ideas may take minutes) no timer runs.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    struct Timeouts: Sendable {
        var header: Duration
        var body: Duration
    }

    /// Open connections by address, shared by every connection of one server.
    final class Registry: Sendable {
        private let open = KeyedCounter()
        let maximumPerAddress: Int
        /// Trusted proxies carry every client's connections: capped only as a whole
        /// server would be (their clients are capped per request instead).
        let trusted: Set<String>
        static let maximumPerTrustedProxy = 1_024

        init(maximumPerAddress: Int, trusted: Set<String> = []) {
            self.maximumPerAddress = maximumPerAddress
            self.trusted = trusted
        }

        /// Counts a new connection; false (and not counted) past the cap.
        func admit(_ address: String) -> Bool {
            open.enter(address, limit: trusted.contains(address) ? Self.maximumPerTrustedProxy : maximumPerAddress)
        }

        func release(_ address: String) {
            open.leave(address)
        }

        func count(_ address: String) -> Int {
            open.count(address)
        }
    }

    private let registry: Registry
    private let timeouts: Timeouts
    private var address: String?
    private var timer: Scheduled<Void>?
    /// Requests read in full and not yet answered (more than one only when pipelined).
    private var unanswered = 0
    /// The request still arriving was answered already (a 413 or 403 before its body).
    private var answeredEarly = false

    init(registry: Registry, timeouts: Timeouts) {
        self.registry = registry
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { opened(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        opened(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        closed()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            answeredEarly = false
            arm(context, after: timeouts.body)
        case .body: break
        case .end where answeredEarly:
            answeredEarly = false
            arm(context, after: timeouts.header)
        case .end:
            unanswered += 1
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            if unanswered == 0 {
                // Answered before its body was in: the body timer keeps running until then.
                answeredEarly = true
            } else {
                unanswered -= 1
                if unanswered == 0 { arm(context, after: timeouts.header) }
            }
        }
        context.write(data, promise: promise)
    }

    private func opened(_ context: ChannelHandlerContext) {
        guard address == nil else { return }
        let remote = context.channel.remoteAddress?.ipAddress ?? "unknown"
        guard registry.admit(remote) else {
            context.close(promise: nil)
            return
        }
        address = remote
        arm(context, after: timeouts.header)
    }

    private func closed() {
        disarm()
        if let address { registry.release(address) }
        address = nil
    }

    private func arm(_ context: ChannelHandlerContext, after delay: Duration) {
        disarm()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: Self.timeAmount(delay)) {
            context.close(promise: nil)
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
    }
}
