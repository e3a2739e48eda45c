import Foundation

/// The recent removals, each under a random token, for a limited time and number: an
/// undo offered in a message stays possible while the message could still be on screen.
actor RemovalLedger {
    private struct Entry {
        let removal: Removal
        let at: Date
    }

    private let limit: Int
    private let lifetime: TimeInterval
    private var entries: [UUID: Entry] = [:]
    private var order: [UUID] = []

    init(limit: Int, lifetime: TimeInterval) {
        self.limit = limit
        self.lifetime = lifetime
    }

    func remember(_ removal: Removal, at now: Date) -> UUID {
        forgetOld(now: now)
        let token = UUID()
        entries[token] = Entry(removal: removal, at: now)
        order.append(token)
        while order.count > limit {
            entries[order.removeFirst()] = nil
        }
        return token
    }

    /// The removal under `token`, taken out so it is undone at most once; nil when
    /// unknown or too old.
    func take(_ token: UUID, now: Date) -> Removal? {
        forgetOld(now: now)
        guard let entry = entries.removeValue(forKey: token) else { return nil }
        order.removeAll { $0 == token }
        return entry.removal
    }

    /// Puts a taken removal back when undoing it failed, so the user can try again.
    func putBack(_ removal: Removal, token: UUID, at date: Date) {
        entries[token] = Entry(removal: removal, at: date)
        order.append(token)
    }

    private func forgetOld(now: Date) {
        while let first = order.first, let entry = entries[first], now.timeIntervalSince(entry.at) > lifetime {
            entries[first] = nil
            order.removeFirst()
        }
    }
}
