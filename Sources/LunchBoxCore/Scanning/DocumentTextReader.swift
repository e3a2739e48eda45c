/// Reads all the text on a printed page in a photo (a till receipt), line by line with
/// where each was: the scene-text reader here, Apple Vision on iOS. Unlike a food
/// recognizer, which reads the few biggest words of a pack, it reads everything.
public protocol DocumentTextReader: Sendable {
    func text(in photo: ScanPhoto) async throws -> [RecognizedText]
}
