// swift-tools-version: 6.1
import PackageDescription

// How the release `lunchbox` is linked; scripts/build-release adds --static-swift-stdlib.
// Each flag cuts the memory the server holds while it waits (README "Web server
// figures"): lld, which can pack the start-up relocations (DT_RELR: 20 kB instead of
// 3.3 MB, all of which was touched at every start), and no export of every symbol, which
// the static Swift runtime asks for and this app never looks up.
let releaseLinkFlags = [
    "-use-ld=lld",
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--no-export-dynamic",
]

let package = Package(
    name: "LunchBox",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "LunchBoxCore", targets: ["LunchBoxCore"]),
        .library(name: "LunchBoxStorage", targets: ["LunchBoxStorage"]),
        .library(name: "LunchBoxUseCases", targets: ["LunchBoxUseCases"]),
        .library(name: "LunchBoxPresentation", targets: ["LunchBoxPresentation"]),
        .library(name: "LunchBoxURLSession", targets: ["LunchBoxURLSession"]),
        .library(name: "LunchBoxHouseholdClient", targets: ["LunchBoxHouseholdClient"]),
        // The food model over OpenCV, a shared library the app opens on its first photo
        // (see CFoodModel); scripts/build-release builds it beside `lunchbox`.
        .library(name: "LunchBoxFoodModel", type: .dynamic, targets: ["CFoodModel"]),
        .executable(name: "lunchbox", targets: ["lunchbox"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio", exact: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        .package(url: "https://github.com/apple/swift-certificates", exact: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", exact: "1.7.4"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        // The domain: Foundation only, no I/O of its own.
        .target(
            name: "LunchBoxCore",
            resources: [
                .copy("Resources/foods.json"), .copy("Resources/food-names.json"), .copy("Resources/pairings.json"),
                .copy("Resources/food-model-classes.json"), .copy("Resources/nutrition.json"), .copy("Resources/receipt-words.json"),
                .copy("Resources/language-only-names.json"),
                // One catalog a language: Localization/<code>.lproj/<table>.strings (Wording).
                .process("Resources/Localization"),
            ]
        ),
        // The food model's C interface: typedefs only, so LunchBoxLive can call the
        // library it opens with dlopen, and the library is checked against the same header.
        .target(name: "CFoodModelABI"),
        // The food model over Debian's OpenCV DNN (libopencv-dnn-dev). Only the
        // LunchBoxFoodModel shared library links it: linked into the app, OpenCV and its
        // BLAS, TBB and X11 libraries would be mapped at every start (about 9 MB of the
        // server's idle memory) whether or not anyone scans.
        .target(
            name: "CFoodModel",
            dependencies: ["CFoodModelABI"],
            publicHeadersPath: ".",
            cxxSettings: [.unsafeFlags(["-I/usr/include/opencv4", "-I/opt/homebrew/include/opencv4", "-I/usr/local/include/opencv4"])],
            linkerSettings: [.linkedLibrary("opencv_dnn"), .linkedLibrary("opencv_imgproc"), .linkedLibrary("opencv_core")]
        ),
        // GRDB: AppDatabase owns migrations and every write.
        .target(
            name: "LunchBoxStorage",
            dependencies: [
                "LunchBoxCore", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The main job's orchestration, once: every face calls these use cases.
        .target(
            name: "LunchBoxUseCases",
            dependencies: ["LunchBoxCore"]
        ),
        // Screen models shared with the iOS app, on the same use cases.
        .target(
            name: "LunchBoxPresentation",
            dependencies: ["LunchBoxCore", "LunchBoxUseCases", "LunchBoxHouseholdClient", .product(name: "OpenCombineShim", package: "OpenCombine")]
        ),
        // URLSession, for the iOS app (and the tests that hold both transports to one
        // contract). Apart from the core so the server and CLI, which talk HTTP through
        // AsyncHTTPClient, do not load FoundationNetworking, libcurl and its TLS and Kerberos
        // libraries: 6 MB of the server's idle memory.
        .target(
            name: "LunchBoxURLSession",
            dependencies: ["LunchBoxCore"]
        ),
        // The household's server's documented /api as the use-case protocols the iPhone's
        // screen models hold (the iPhone's "use the household's server"): Foundation only,
        // over any `HTTPTransport`.
        .target(
            name: "LunchBoxHouseholdClient",
            dependencies: ["LunchBoxCore", "LunchBoxUseCases", "LunchBoxWire"]
        ),
        // The JSON API's routes and bodies, shared by the server that answers them and the
        // household client that calls them, so both agree at build time: Foundation only.
        .target(
            name: "LunchBoxWire",
            dependencies: ["LunchBoxCore", "LunchBoxUseCases"]
        ),
        // Live adapters for the machine the CLI and the server run on (Linux, macOS):
        // HTTP transport, credentials file, network monitor, paths, clock; and the
        // composition root that builds the use cases from them.
        .target(
            name: "LunchBoxLive",
            dependencies: [
                "LunchBoxCore", "LunchBoxStorage", "LunchBoxUseCases", "CFoodModelABI",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // The web app: Hummingbird 2, pages rendered from typed values (`HTML`), JSON API.
        .target(
            name: "LunchBoxServer",
            dependencies: [
                "LunchBoxCore", "LunchBoxUseCases", "LunchBoxWire",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            resources: [.copy("Public")]
        ),
        // The commands of the `lunchbox` executable, as a library so tests can reach them.
        .target(
            name: "LunchBoxCLI",
            dependencies: [
                "LunchBoxCore", "LunchBoxStorage", "LunchBoxUseCases", "LunchBoxLive", "LunchBoxServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "lunchbox",
            dependencies: ["LunchBoxCLI", .product(name: "Logging", package: "swift-log")],
            linkerSettings: [.unsafeFlags(releaseLinkFlags, .when(platforms: [.linux], configuration: .release))]
        ),
        // Benchmarks that print figures (run in release by scripts/bench-*).
        .executableTarget(
            name: "lunchbox-bench",
            dependencies: ["LunchBoxCore"],
            path: "Benchmarks/lunchbox-bench"
        ),
        // "Plan my week" through the use case on an in-memory database (scripts/bench-plan).
        .executableTarget(
            name: "lunchbox-bench-plan",
            dependencies: ["LunchBoxStorage", "LunchBoxUseCases"],
            path: "Benchmarks/lunchbox-bench-plan"
        ),
        // The offline chef checker: the committed kitchen set through the chef, faults
        // counted by rule (scripts/check-chef, run by scripts/test).
        .executableTarget(
            name: "lunchbox-chef-check",
            dependencies: ["LunchBoxCore"],
            path: "Benchmarks/lunchbox-chef-check"
        ),
        // The receipt reader over OCR words given as JSON, one reading per receipt with its
        // time (scripts/eval-receipts feeds it and scores the readings).
        .executableTarget(
            name: "lunchbox-eval-receipts",
            dependencies: ["LunchBoxCore"],
            path: "Benchmarks/lunchbox-eval-receipts"
        ),
        // The scanning evaluation over a folder of labelled photos (scripts/eval-scan).
        .executableTarget(
            name: "lunchbox-eval-scan",
            dependencies: ["LunchBoxCore", "LunchBoxLive", "LunchBoxStorage", "LunchBoxUseCases"],
            path: "Benchmarks/lunchbox-eval-scan"
        ),

        // Test support shared by the test targets: fakes, generators, a loopback AI server.
        .target(
            name: "LunchBoxTesting",
            dependencies: [
                "LunchBoxCore", "LunchBoxStorage", "LunchBoxUseCases",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Tests/LunchBoxTesting"
        ),
        .testTarget(
            name: "LunchBoxCoreTests",
            dependencies: ["LunchBoxCore", "LunchBoxTesting", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "LunchBoxStorageTests",
            dependencies: ["LunchBoxStorage", "LunchBoxTesting", .product(name: "PropertyBased", package: "swift-property-based"), .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "LunchBoxPresentationTests",
            dependencies: [
                "LunchBoxPresentation", "LunchBoxUseCases", "LunchBoxTesting", "LunchBoxLive", "LunchBoxStorage",
                .product(name: "PropertyBased", package: "swift-property-based"), .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "LunchBoxLiveTests",
            dependencies: [
                "LunchBoxLive", "LunchBoxURLSession", "LunchBoxTesting", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "X509", package: "swift-certificates"),
            ]
        ),
        .testTarget(
            name: "LunchBoxUseCasesTests",
            dependencies: ["LunchBoxUseCases", "LunchBoxStorage", "LunchBoxTesting", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "LunchBoxServerTests",
            dependencies: [
                "LunchBoxServer", "LunchBoxStorage", "LunchBoxUseCases", "LunchBoxTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "LunchBoxCLITests",
            dependencies: [
                "LunchBoxCLI", "LunchBoxUseCases", "LunchBoxLive", "LunchBoxURLSession", "LunchBoxTesting", "LunchBoxStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        // One repository contract, held by every store: the database and the household's
        // server over a live loopback socket (RemoteStore).
        .testTarget(
            name: "RepositoryContractTests",
            dependencies: [
                "LunchBoxHouseholdClient", "LunchBoxServer", "LunchBoxStorage", "LunchBoxUseCases", "LunchBoxLive", "LunchBoxPresentation", "LunchBoxTesting",
                "LunchBoxWire", .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // The same script through the CLI, the JSON API and the screen models leaves the
        // same database state: the faces share one use-case layer.
        .testTarget(
            name: "FaceAgreementTests",
            dependencies: [
                "LunchBoxCLI", "LunchBoxServer", "LunchBoxPresentation", "LunchBoxUseCases", "LunchBoxStorage", "LunchBoxLive", "LunchBoxTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
