import Foundation
import LunchBoxCore

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

extension URLSessionConfiguration {
    /// For talking to the AI service: nothing kept between requests (no cookies, cache
    /// or stored credentials), so nothing of one reply leaks into the next. The Linux
    /// and iOS URLSession transports both start from it.
    public static func withoutStoredState() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }
}
