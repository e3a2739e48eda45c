extension UserFacingError {
    static func describe(_ error: AIClientError) -> UserFacingError {
        switch error {
        case .missingAPIKey:
            UserFacingError(Fault(title: "fault.title.noKey", message: "fault.ai.missingKey"), actions: [.openSettings, .useOfflineChef], kind: .needsAction)
        case .networkUnavailable:
            UserFacingError(Fault(title: "fault.title.offline", message: "fault.ai.offline"), actions: [.useOfflineChef], kind: .offline)
        case .invalidBaseURL:
            UserFacingError(Fault(title: "fault.title.baseURL", message: "fault.ai.baseURL"), actions: [.openSettings], kind: .input)
        case .invalidTimeout:
            UserFacingError(
                Fault(
                    title: "fault.title.timeout", message: "fault.ai.timeout",
                    [.number(Int(AIConfiguration.timeoutRange.lowerBound)), .number(Int(AIConfiguration.timeoutRange.upperBound))]), kind: .input)
        case .insecureEndpoint(let host):
            UserFacingError(Fault(title: "fault.title.insecure", message: "fault.ai.insecure", [.text(host)]), actions: [.openSettings], kind: .input)
        case .timedOut(let seconds):
            UserFacingError(Fault(title: "fault.title.noAnswer", message: "fault.ai.timedOut", [.number(seconds)]), actions: [.retry, .useOfflineChef], kind: .service)
        case .cannotConnect(let host):
            UserFacingError(
                Fault(title: "fault.title.cannotConnect", message: "fault.ai.cannotConnect", [.text(host)]), actions: [.retry, .openSettings, .useOfflineChef], kind: .service)
        case let .httpError(status, _, serverMessage, retryAfter):
            describeHTTP(status: status, serverMessage: serverMessage, retryAfter: retryAfter)
        case .invalidResponse:
            UserFacingError(Fault(title: "fault.title.unexpectedReply", message: "fault.ai.invalidResponse"), actions: [.retry, .useOfflineChef], kind: .service)
        case .truncatedResponse:
            UserFacingError(Fault(title: "fault.title.cutOff", message: "fault.ai.truncated"), actions: [.retry, .useOfflineChef], kind: .service)
        case .insufficientSuggestions(let count):
            UserFacingError(Fault(title: "fault.title.notEnoughIdeas", message: "fault.ai.tooFewIdeas", [.number(count)]), actions: [.retry, .useOfflineChef], kind: .service)
        case .transport:
            UserFacingError(Fault(title: "fault.title.network", message: "fault.ai.transport"), actions: [.retry, .useOfflineChef], kind: .service)
        }
    }

    /// What the service's HTTP status means; the service's own words are quoted as they came.
    static func describeHTTP(status: Int, serverMessage: String?, retryAfter: Int?) -> UserFacingError {
        let said: [Fault.Argument] = serverMessage.map { [.text($0)] } ?? []
        switch status {
        case 401:
            return UserFacingError(Fault(title: "fault.title.keyRefused", message: "fault.ai.status401"), actions: [.openSettings, .retry, .useOfflineChef], kind: .configuration)
        case 403:
            return UserFacingError(Fault(title: "fault.title.notAllowed", message: "fault.ai.status403"), actions: [.openSettings], kind: .configuration)
        case 404:
            return UserFacingError(
                Fault(title: "fault.title.notFound", message: serverMessage == nil ? "fault.ai.status404" : "fault.ai.status404.said", said), actions: [.openSettings],
                kind: .configuration)
        case 429:
            let fault =
                if let retryAfter, retryAfter > 0 {
                    Fault(title: "fault.title.rateLimit", message: "fault.ai.status429.wait", [.number(retryAfter)])
                } else {
                    Fault(title: "fault.title.rateLimit", message: "fault.ai.status429")
                }
            return UserFacingError(fault, actions: [.retry, .useOfflineChef], kind: .service)
        case 500...599:
            return UserFacingError(
                Fault(title: "fault.title.unavailable", message: "fault.ai.status5xx", [.number(status)]), actions: [.retry, .useOfflineChef], kind: .service)
        default:
            return UserFacingError(
                Fault(title: "fault.title.refused", message: serverMessage == nil ? "fault.ai.refused" : "fault.ai.refused.said", [.number(status)] + said),
                actions: [.retry, .openSettings], kind: .service)
        }
    }
}
