import LunchBoxCore

/// The JSON every face sends for a scan: the API answers it, `lunchbox scan --json`
/// prints it.
extension ScanOutcome: Encodable {
    private enum Keys: String, CodingKey {
        case format, bytes, detected, recognizers, message, photo, advice
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
    }
}

extension RecognizerReport: Encodable {
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
}

extension RecognizerStatus: Encodable {
    private enum Keys: String, CodingKey {
        case kind, title, state, detail
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(kind.title, forKey: .title)
        try container.encode(state.rawValue, forKey: .state)
        try container.encode(detail, forKey: .detail)
    }
}
