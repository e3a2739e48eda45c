import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox ideas --photo FILE`: one vision call, the ideas printed as they arrive, then
/// the foods the model saw (added to the kitchen with `--add-seen`, through the same
/// confirmation as a scan).
struct PhotoIdeasRun {
    let command: IdeasCommand
    let printer: IdeasPrinter?
    let services: Services

    func run(_ path: String, useCases: UseCases) async throws -> (seen: [DetectedItem], batch: IdeaBatch) {
        let data = try ScanCommand.read(path)
        let spinner = Spinner(
            message: services.words("cli2.photo.thinking"), output: services.errors, animated: services.context.errorsIsTerminal && printer != nil)
        var number = 0
        do {
            for try await event in try await useCases.ideas.streamFromPhoto(data, language: services.words.language) {
                await spinner.stop()
                switch event {
                case .idea(let idea):
                    try command.show(idea, number: &number, printer: printer, services: services)
                case .finished(let seen, let batch):
                    try command.show(.finished(batch), number: &number, printer: printer, services: services)
                    try await report(seen, useCases: useCases)
                    return (seen, batch)
                }
            }
        } catch {
            await spinner.stop()
            throw error
        }
        throw AIClientError.invalidResponse("the reply ended without ideas")
    }

    private func report(_ seen: [DetectedItem], useCases: UseCases) async throws {
        let names = seen.map { item in item.quantity.map { $0.isEmpty ? item.name : "\(item.name) (\($0))" } ?? item.name }
        guard printer != nil else {
            if command.addSeen { try await add(seen, useCases: useCases) }
            return
        }
        services.output.line(services.words("cli2.photo.seen", services.words.and(names)))
        if command.addSeen {
            let added = try await add(seen, useCases: useCases)
            services.output.line(services.words("cli2.photo.added", services.words.and(added.map(\.displayText))))
        } else {
            services.output.line(services.words("cli2.photo.notAdded", "--add-seen", "lunchbox scan"))
        }
    }

    @discardableResult
    private func add(_ seen: [DetectedItem], useCases: UseCases) async throws -> [InventoryItem] {
        try await useCases.scanning.confirm(seen.filter { !$0.needsName }.map { ScanConfirmation(name: $0.name, quantity: $0.quantity ?? "") })
    }
}
