import Foundation
import LunchBoxCore
import PropertyBased
import Testing

@Suite("Frame smoothing properties")
struct FrameSmootherPropertyTests {
    static let names = ["milk", "eggs", "apple", "cheddar"]

    /// Frames of live scanning: each a random subset of a few foods.
    static var frames: Generator<[[String]], some SendableSequenceType> {
        Gen.element(of: names).compactMap { $0 }.array(of: 0...4).map { Array(Set($0)).sorted() }.array(of: 1...25)
    }

    static func detections(_ names: [String]) -> [DetectedItem] {
        names.map { DetectedItem(name: $0, confidence: 0.9, food: $0) }
    }

    // Smoothing never shows an item seen fewer than k times.
    @Test func neverShowsAnItemSeenFewerThanRequiredTimes() async {
        await propertyCheck(count: 200, input: Self.frames, Gen.int(in: 1...4), Gen.int(in: 1...5)) { frames, required, window in
            var smoother = FrameSmoother(required: required, window: window)
            var seen: [String: Int] = [:]
            for frame in frames {
                for name in frame { seen[name, default: 0] += 1 }
                for shown in smoother.add(Self.detections(frame)) {
                    #expect((seen[shown.name] ?? 0) >= smoother.required)
                }
            }
        }
    }

    // Smoothing never drops a steady item: one in every one of the last `window` frames is shown.
    @Test func neverDropsASteadyItem() async {
        await propertyCheck(count: 200, input: Self.frames, Gen.int(in: 1...4), Gen.int(in: 1...5)) { frames, required, window in
            var smoother = FrameSmoother(required: required, window: window)
            var history: [[String]] = []
            for frame in frames {
                history.append(frame)
                let shown = Set(smoother.add(Self.detections(frame)).map(\.name))
                let recent = history.suffix(smoother.window)
                guard recent.count == smoother.window else { continue }
                for name in Self.names where recent.allSatisfy({ $0.contains(name) }) {
                    #expect(shown.contains(name))
                }
            }
        }
    }

    // No flicker: once shown, an item stays while it was seen in any of the last `window` frames, with the same id.
    @Test func shownItemsStayWhileStillSeenAndKeepTheirID() async {
        await propertyCheck(count: 200, input: Self.frames) { frames in
            var smoother = FrameSmoother(required: 2, window: 3)
            var history: [[String]] = []
            var previous: [String: UUID] = [:]
            for frame in frames {
                history.append(frame)
                let shown = smoother.add(Self.detections(frame))
                let names = Set(shown.map(\.name))
                for (name, id) in previous where history.suffix(3).contains(where: { $0.contains(name) }) {
                    #expect(names.contains(name))
                    #expect(shown.first { $0.name == name }?.id == id)
                }
                previous = Dictionary(uniqueKeysWithValues: shown.map { ($0.name, $0.id) })
            }
        }
    }

    @Test func aSingleGhostFrameShowsNothing() {
        var smoother = FrameSmoother(required: 2, window: 3)
        #expect(smoother.add(Self.detections(["milk"])).isEmpty)
        #expect(smoother.add(Self.detections([])).isEmpty)
        #expect(smoother.add(Self.detections(["milk"])).map(\.name) == ["milk"])
        #expect(smoother.add(Self.detections([])).map(\.name) == ["milk"])
        #expect(smoother.add(Self.detections([])).map(\.name) == ["milk"])
        #expect(smoother.add(Self.detections([])).isEmpty)
    }
}
