import Foundation
import Mustache

@testable import LunchBoxServer

/// swift-mustache, the library the pages were rendered with before `TemplateRenderer`,
/// kept as the oracle our renderer must match byte for byte.
enum TemplateOracle {
    /// The library's own HTML escaping, under the name the templates' pragma uses.
    struct LibraryEscaping: MustacheContentType {
        static let template = try! MustacheTemplate(string: "{{value}}")
        func escapeText(_ text: String) -> String { Self.template.render(["value": text]) }
    }

    static let registered: Void = MustacheContentTypes.register(LibraryEscaping(), named: "HTML")

    static func library(_ texts: [String: String]) throws -> MustacheLibrary {
        _ = registered
        var library = MustacheLibrary()
        for (name, text) in texts { try library.register(text, named: name) }
        return library
    }

    /// The page templates as shipped.
    static let pageTexts: [String: String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/LunchBoxServer/Templates")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return Dictionary(
            uniqueKeysWithValues: files.filter { $0.pathExtension == "mustache" }.map {
                ($0.deletingPathExtension().lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "")
            })
    }()
}

/// A made-up value that answers any name, the same way every time for the same seed:
/// nothing, true, false, text worth escaping, an empty list, a list of two, or a value
/// to enter. Deep down it answers only plain values, so renders end.
struct RandomValue: TemplateParent, MustacheParent, CustomStringConvertible, Sendable {
    let seed: UInt64
    let depth: Int

    static let texts = ["", "plain", "<b>\"Tom's\" & co</b>", "寿司 🥪", "a\nb"]
    static let sharedLists = (1...3).map { list in (1...list).map { RandomValue(seed: UInt64(list * 31 + $0), depth: 1) } }

    func child(named name: String) -> Any? {
        var hash = seed ^ 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash ^= hash >> 29
        let deep = depth >= 3
        switch hash % 8 {
        case 0: return nil
        case 1: return true
        case 2: return false
        case 3, 4: return Self.texts[Int((hash >> 8) % UInt64(Self.texts.count))]
        case 5: return deep ? 42 : [RandomValue]()
        case 6 where deep: return "deep"
        // Sometimes one of a few lists shared by every page, as a view hands the same list
        // to several sections (the renderer may then reuse what it wrote).
        case 6 where hash & 0x300 == 0: return Self.sharedLists[Int(hash >> 12) % Self.sharedLists.count]
        case 6: return [RandomValue(seed: hash, depth: depth + 1), RandomValue(seed: hash &+ 7, depth: depth + 1)]
        default: return deep ? false : RandomValue(seed: hash, depth: depth + 1)
        }
    }

    var description: String { "value \(seed % 100)" }
}
