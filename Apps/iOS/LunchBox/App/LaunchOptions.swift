/// How this launch runs: normally, or as the UI tests ask (`-ui-testing` starts from a
/// fresh in-memory kitchen with onboarding shown; `-offline` has no network;
/// `-camera-denied` behaves as if camera access was refused).
struct LaunchOptions: Sendable {
    let isUITesting: Bool
    let isOffline: Bool
    let isCameraDenied: Bool

    init(arguments: [String]) {
        isUITesting = arguments.contains("-ui-testing")
        isOffline = arguments.contains("-offline")
        isCameraDenied = arguments.contains("-camera-denied")
    }
}
