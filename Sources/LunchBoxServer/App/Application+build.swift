import Foundation
import Hummingbird
import Logging
import LunchBoxCore

/// Builds the web app from its dependencies. The `serve` command and the tests both call
/// this, so what is tested is what runs.
public func buildApplication(
    _ dependencies: ServerDependencies,
    configuration: ServerConfiguration,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let configuration = try configuration.validated()
    let router = try await buildRouter(dependencies, configuration: configuration)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: dependencies.logger
    )
}

/// The routes and middleware, without a server (tests drive it directly).
public func buildRouter(_ dependencies: ServerDependencies, configuration: ServerConfiguration) async throws -> Router<AppRequestContext> {
    let views = try await Views()
    let pages = Pages(views: views)
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: HeadRequestMiddleware())
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: ErrorResponder(pages: pages))
    if configuration.isLoopbackOnly {
        router.add(middleware: HostCheckMiddleware())
    }
    let sessions = SessionStore(clock: { [clock = dependencies.clock] in clock.now() })
    if let passphrase = configuration.passphrase, !configuration.isLoopbackOnly {
        router.add(middleware: PassphraseGate(passphrase: passphrase, sessions: sessions))
    }
    router.add(middleware: CSRFMiddleware())
    router.add(middleware: StaticFilesMiddleware())

    router.get("/healthz") { _, _ in "ok" }
    WelcomeController(pages: pages).addRoutes(to: router)
    LoginController(pages: pages, passphrase: configuration.passphrase, sessions: sessions).addRoutes(to: router)
    InventoryController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    SettingsController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    PreferencesController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    FavoritesController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    IdeasController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    IdeasAPI(dependencies: dependencies).addRoutes(to: router)
    InventoryAPI(dependencies: dependencies).addRoutes(to: router)
    SettingsAPI(dependencies: dependencies).addRoutes(to: router)
    FavoritesAPI(dependencies: dependencies).addRoutes(to: router)
    MealsController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    PlanController(pages: pages, dependencies: dependencies).addRoutes(to: router)
    MealsAPI(dependencies: dependencies).addRoutes(to: router)
    PlanAPI(dependencies: dependencies).addRoutes(to: router)
    ScanController(pages: pages, dependencies: dependencies, maximumUploadSize: configuration.maximumUploadSize).addRoutes(to: router)
    ScanAPI(maximumUploadSize: configuration.maximumUploadSize).addRoutes(to: router)
    return router
}
