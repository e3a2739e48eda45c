import Foundation

/// One file out of an upload from another kitchen app: a plain JSON file, or a file from
/// inside its archive, with the path it had there ("12.zip/recipe.json").
public struct PeerFile: Equatable, Sendable {
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}
