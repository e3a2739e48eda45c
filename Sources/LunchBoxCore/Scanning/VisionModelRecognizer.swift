import Foundation

/// The user's own OpenAI-compatible endpoint with a vision-capable model (gpt-4o-mini,
/// Ollama's llava or qwen2.5-vl, LM Studio, llama.cpp with a projector): the photo,
/// downscaled to 1024 px at JPEG quality 80, goes as a data URL with `detail: low`, and
/// the model lists the foods it sees with a confidence. The key, the address checks and
/// every error are the chat client's, as for ideas.
public struct VisionModelRecognizer: FoodRecognizer {
    public static let longestSide = 1024
    public static let jpegQuality = 80
    /// A list of foods is short; this keeps a rambling model from running on.
    public static let maximumReplyTokens = 800

    public let kind = RecognizerKind.visionModel
    private let chatClient: ChatClient
    private let configuration: AIConfiguration
    private let apiKey: String
    private let preparer: any ImagePreparer

    /// `configuration.model` is the vision model.
    public init(chatClient: ChatClient, configuration: AIConfiguration, apiKey: String, preparer: any ImagePreparer) {
        self.chatClient = chatClient
        var configuration = configuration
        configuration.maxTokens = min(configuration.maxTokens, Self.maximumReplyTokens)
        configuration.temperature = 0
        self.configuration = configuration
        self.apiKey = apiKey
        self.preparer = preparer
    }

    public func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        let image = try await preparer.jpeg(photo, longestSide: Self.longestSide, quality: Self.jpegQuality)
        let prompt = FoodPhotoReply.prompt(images: [ChatImage(jpeg: image.jpeg, detail: .low)])
        let reply = try await chatClient.complete(prompt, configuration: configuration, apiKey: apiKey)
        return try FoodPhotoReply.candidates(from: reply.content)
    }
}
