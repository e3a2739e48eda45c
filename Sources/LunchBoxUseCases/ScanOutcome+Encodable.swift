import LunchBoxCore

/// The JSON every face sends for a scan: the API answers it, `lunchbox scan --json`
/// prints it.
extension ScanOutcome: Codable {
    private enum Keys: String, CodingKey {
        case format, bytes, detected, recognizers, message, photo, advice, status, notice, hints
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(format.rawValue, forKey: .format)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(detected, forKey: .detected)
        try container.encode(reports, forKey: .recognizers)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(photoID, forKey: .photo)
        try container.encode(advice, forKey: .advice)
        try container.encode(status, forKey: .status)
        try container.encode(notice, forKey: .notice)
        try container.encode(hints, forKey: .hints)
    }

    /// The answer as a client reads it: what was considered below the threshold is not
    /// sent, so it is what was detected; the notice and advice are the server's codes,
    /// worded in the client's language, or from an older server its English sentences,
    /// shown as they came.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        guard let format = ImageFormat(rawValue: try container.decode(String.self, forKey: .format)) else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "not an image format LunchBox reads")
        }
        self.init(
            format: format, bytes: try container.decode(Int.self, forKey: .bytes),
            detected: try container.decode([DetectedItem].self, forKey: .detected),
            reports: try container.decode([RecognizerReport].self, forKey: .recognizers),
            photoID: try container.decodeIfPresent(String.self, forKey: .photo),
            hints: try container.decodeIfPresent([ScanAdvice].self, forKey: .hints)
                ?? container.decode([String].self, forKey: .advice).map(ScanAdvice.text),
            notice: try container.decodeIfPresent(ScanNotice.self, forKey: .notice) ?? .text(try container.decode(String.self, forKey: .message)))
    }
}

extension RecognizerReport: Codable {
    private enum Keys: String, CodingKey {
        case kind, title, found, milliseconds, error
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(kind.title, forKey: .title)
        try container.encode(found, forKey: .found)
        try container.encode(milliseconds, forKey: .milliseconds)
        try container.encodeIfPresent(error?.message, forKey: .error)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            kind: try container.decode(RecognizerKind.self, forKey: .kind), found: try container.decode(Int.self, forKey: .found),
            milliseconds: try container.decode(Int.self, forKey: .milliseconds),
            error: try container.decodeIfPresent(String.self, forKey: .error).map {
                // The message came over the wire in its words; the title is the reader's.
                UserFacingError(Fault(title: "fault3.title.recognizerFailed", message: "fault3.asSaid", [.text($0)]), kind: .service)
            })
    }
}

extension RecognizerStatus: Codable {
    private enum Keys: String, CodingKey {
        case kind, title, state, detail, explanation
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(kind.title, forKey: .title)
        try container.encode(state.rawValue, forKey: .state)
        try container.encode(detail, forKey: .detail)
        try container.encode(explanation, forKey: .explanation)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            kind: try container.decode(RecognizerKind.self, forKey: .kind), state: try container.decode(State.self, forKey: .state),
            explanation: try container.decodeIfPresent(RecognizerDetail.self, forKey: .explanation) ?? .text(try container.decode(String.self, forKey: .detail)))
    }
}
