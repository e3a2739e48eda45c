import Foundation

/// A photo sent as `multipart/form-data` (field `photo`) with text fields beside it: the
/// body of the routes marked as uploads. The household client writes it as a form, not as
/// JSON; the server reads it from the form.
public struct APIUpload: Codable, Equatable, Sendable {
    public let photo: Data
    public let fields: [String: String]

    public init(photo: Data, fields: [String: String] = [:]) {
        self.photo = photo
        self.fields = fields
    }

    /// The form, between `boundary` lines, fields first (sorted, so the same upload is the
    /// same bytes) and the photo last.
    public func multipart(boundary: String) -> Data {
        var body = Data()
        func part(_ disposition: String, _ contentType: String?, _ content: Data) {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; \(disposition)\r\n".utf8))
            if let contentType { body.append(Data("Content-Type: \(contentType)\r\n".utf8)) }
            body.append(Data("\r\n".utf8))
            body.append(content)
            body.append(Data("\r\n".utf8))
        }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            part("name=\"\(name)\"", nil, Data(value.utf8))
        }
        part("name=\"photo\"; filename=\"photo\"", "application/octet-stream", photo)
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }
}
