/// A template the parser cannot take, with the line it is on.
struct TemplateError: Error, Equatable, CustomStringConvertible {
    enum Problem: Equatable, Sendable {
        case badTag
        case closedWrongSection(String)
        case unclosedSection(String)
        case unsupported(String)
        case missingTemplate(String)
    }

    let problem: Problem
    let line: Int
    var template = ""

    var description: String {
        let place = "\(template.isEmpty ? "template" : template), line \(line)"
        switch problem {
        case .badTag: return "\(place): a tag is not closed with }} or has no name"
        case .closedWrongSection(let name): return "\(place): {{/\(name)}} closes a section that is not open"
        case .unclosedSection(let name): return "\(place): {{#\(name)}} is never closed"
        case .unsupported(let what): return "\(place): \(what) is not supported"
        case .missingTemplate(let name): return "\(place): there is no template named \(name)"
        }
    }
}
