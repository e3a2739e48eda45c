import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPRequest {
    /// The request as URLSession sends it: method, headers, body and timeout. The Linux
    /// and iOS URLSession transports both build theirs here.
    public var urlRequest: URLRequest {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        if !body.isEmpty {
            request.httpBody = body
        }
        return request
    }
}
