import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
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
    let connections = ConnectionGuard.Registry(maximumPerAddress: configuration.maximumConnectionsPerAddress, trusted: configuration.trustedProxies)
    let timeouts = ConnectionGuard.Timeouts(header: configuration.headerTimeout, body: configuration.bodyTimeout)
    let http: HTTPServerBuilder = .http1(configuration: .init(additionalChannelHandlers: [ConnectionGuard(registry: connections, timeouts: timeouts)]))
    return Application(
        router: router,
        server: try configuration.tls.map { try .tls(http, tlsConfiguration: $0.serverConfiguration()) } ?? http,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: dependencies.logger
    )
}

/// The routes and middleware, without a server (tests drive it directly).
public func buildRouter(_ dependencies: ServerDependencies, configuration: ServerConfiguration) async throws -> Router<AppRequestContext> {
    let pages = Pages(wordings: dependencies.wordings)
    // HEAD is answered like GET without the body (RFC 9110), so `curl -I` and link
    // checkers see the real status; the static files' middleware answers it itself.
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: SecurityHeadersMiddleware())
    if configuration.tls != nil {
        router.add(middleware: SecureCookiesMiddleware())
    }
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: LanguageMiddleware(language: dependencies.useCases.language, units: dependencies.useCases.units))
    router.add(middleware: ErrorResponder(pages: pages))
    if !configuration.trustedProxies.isEmpty {
        router.add(
            middleware: ProxiedClientsMiddleware(trustedProxies: configuration.trustedProxies, maximumPerClient: configuration.maximumConnectionsPerAddress))
    }
    if configuration.isLoopbackOnly {
        router.add(middleware: HostCheckMiddleware())
    }
    let useCases = dependencies.useCases
    let sessions = SessionStore(clock: { [clock = useCases.clock] in clock.now() })
    let throttle = GuessThrottle(clock: { [clock = useCases.clock] in clock.now() }, firstDelay: configuration.wrongPassphraseDelay)
    // A passphrase the person gave is always asked for, loopback or not: they may share
    // this computer, or reach it through a tunnel that arrives on 127.0.0.1.
    if let passphrase = configuration.passphrase {
        router.add(middleware: PassphraseGate(passphrase: passphrase, sessions: sessions, throttle: throttle))
    }
    router.add(middleware: UploadBudgetMiddleware(budget: UploadBudget(capacity: configuration.uploadBudget), maximumUploadSize: configuration.maximumUploadSize))
    router.add(middleware: CSRFMiddleware.OriginCheck())
    router.add(middleware: RequestBodyMiddleware(maximumUploadSize: configuration.maximumUploadSize))
    router.add(middleware: CSRFMiddleware(tokens: CSRFTokens()))
    router.add(middleware: StaticFilesMiddleware())
    router.add(
        middleware: IdempotencyMiddleware(
            store: IdempotencyStore(records: dependencies.idempotencyRecords, clock: { [clock = useCases.clock] in clock.now() }),
            maximumUploadSize: configuration.maximumUploadSize))
    router.add(middleware: PlayNewsMiddleware(play: dependencies.useCases.play))

    let pictures = FoodEmoji(lexicon: useCases.lexicon)
    HealthController(backups: dependencies.backups).addRoutes(to: router)
    WelcomeController(pages: pages).addRoutes(to: router)
    AppShellController().addRoutes(to: router)
    RouteTraits.addRoutes(to: router)
    TrustController(pages: pages, configuration: configuration, network: dependencies.network).addRoutes(to: router)
    LoginController(pages: pages, passphrase: configuration.passphrase, sessions: sessions, throttle: throttle).addRoutes(to: router)
    InventoryController(pages: pages, inventory: useCases.inventory, undo: useCases.undo, ideas: useCases.ideas, pictures: pictures).addRoutes(to: router)
    SettingsController(
        pages: pages, settings: useCases.settings, scanning: useCases.scanning, preferences: useCases.preferences, language: useCases.language, units: useCases.units,
        backups: dependencies.backups, moving: dependencies.householdDocuments != nil, timeZone: useCases.calendar.timeZone
    ).addRoutes(to: router)
    LanguageController(pages: pages, language: useCases.language).addRoutes(to: router)
    UnitsController(pages: pages, units: useCases.units).addRoutes(to: router)
    HouseholdDocumentController(pages: pages, documents: dependencies.householdDocuments, moveIn: dependencies.moveIn).addRoutes(to: router)
    ScanSettingsController(pages: pages, scanning: useCases.scanning).addRoutes(to: router)
    PreferencesController(pages: pages, preferences: useCases.preferences).addRoutes(to: router)
    FavoritesController(
        pages: pages, favorites: useCases.favorites, undo: useCases.undo, plan: useCases.plan, recipes: useCases.recipes, timeZone: useCases.calendar.timeZone,
        preferences: useCases.preferences, household: useCases.household
    ).addRoutes(to: router)
    IdeasController(
        pages: pages, ideas: useCases.ideas, favorites: useCases.favorites, plan: useCases.plan, preferences: useCases.preferences, ideasHome: useCases.ideasHome,
        recipes: useCases.recipes, household: useCases.household
    ).addRoutes(to: router)
    HouseholdController(pages: pages, household: useCases.household).addRoutes(to: router)
    HouseholdAPI(household: useCases.household, plan: useCases.plan).addRoutes(to: router)
    PhotoIdeasController(pages: pages, ideas: useCases.ideas, maximumUploadSize: configuration.maximumUploadSize).addRoutes(to: router)
    IdeasAPI(ideas: useCases.ideas, language: useCases.language).addRoutes(to: router)
    InventoryAPI(inventory: useCases.inventory).addRoutes(to: router)
    PreferencesAPI(preferences: useCases.preferences).addRoutes(to: router)
    SettingsAPI(settings: useCases.settings).addRoutes(to: router)
    FavoritesAPI(favorites: useCases.favorites).addRoutes(to: router)
    ShareCardController(shareCards: useCases.shareCards).addRoutes(to: router)
    MealsController(pages: pages, plan: useCases.plan, household: useCases.household).addRoutes(to: router)
    UndoController(pages: pages, undo: useCases.undo).addRoutes(to: router)
    PlanController(
        pages: pages, plan: useCases.plan, undo: useCases.undo, favorites: useCases.favorites, autoPlan: useCases.autoPlan, household: useCases.household
    ).addRoutes(to: router)
    MealsAPI(plan: useCases.plan).addRoutes(to: router)
    RecipesAPI(recipes: useCases.recipes, ideas: useCases.ideas).addRoutes(to: router)
    RecipesController(pages: pages, recipes: useCases.recipes).addRoutes(to: router)
    PlanAPI(plan: useCases.plan).addRoutes(to: router)
    PackingController(pages: pages, packing: useCases.packing, inventory: useCases.inventory, undo: useCases.undo).addRoutes(to: router)
    PackingAPI(packing: useCases.packing).addRoutes(to: router)
    AutoPlanController(pages: pages, autoPlan: useCases.autoPlan, plan: useCases.plan, undo: useCases.undo).addRoutes(to: router)
    AutoPlanAPI(autoPlan: useCases.autoPlan, plan: useCases.plan).addRoutes(to: router)
    ScanController(
        pages: pages, inventory: useCases.inventory, scanning: useCases.scanning, maximumUploadSize: configuration.maximumUploadSize,
        timeZone: useCases.calendar.timeZone
    )
    .addRoutes(to: router)
    ScanAPI(scanning: useCases.scanning, maximumUploadSize: configuration.maximumUploadSize).addRoutes(to: router)
    ReceiptController(pages: pages, scanning: useCases.scanning, maximumUploadSize: configuration.maximumUploadSize).addRoutes(to: router)
    ReceiptAPI(scanning: useCases.scanning).addRoutes(to: router)
    PlayController(pages: pages, play: useCases.play).addRoutes(to: router)
    PlayAPI(play: useCases.play, household: useCases.household, ideas: useCases.ideas).addRoutes(to: router)
    router.answerUnsupportedMethods()
    return router
}
