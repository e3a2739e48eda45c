import Foundation

/// Where LunchBox keeps its files on Linux and macOS, following the XDG base directories.
///
/// - database: `--database`, else `LUNCHBOX_DATABASE`, else
///   `$XDG_DATA_HOME/lunchbox/lunchbox.sqlite` (default `~/.local/share/...`)
/// - credentials: `$XDG_CONFIG_HOME/lunchbox/credentials` (default `~/.config/...`)
public struct HostPaths: Equatable, Sendable {
    public let configDirectory: URL
    public let dataDirectory: URL
    private let databaseOverride: String?

    /// `homeDirectory` is the account's home, used when `HOME` is not set to an absolute
    /// path (as every Unix tool does, `HOME` wins: `sudo -H`, test sandboxes).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser) {
        // The XDG spec says relative paths are to be ignored.
        func absolute(_ variable: String) -> URL? {
            environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
        }
        let home = absolute("HOME") ?? homeDirectory
        func base(_ variable: String, fallback: String) -> URL {
            absolute(variable) ?? home.appendingPathComponent(fallback, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", fallback: ".config").appendingPathComponent("lunchbox", isDirectory: true)
        dataDirectory = base("XDG_DATA_HOME", fallback: ".local/share").appendingPathComponent("lunchbox", isDirectory: true)
        databaseOverride = environment["LUNCHBOX_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    public var credentialsFile: URL {
        configDirectory.appendingPathComponent("credentials")
    }

    /// The database file: an explicit path wins over `LUNCHBOX_DATABASE`, which wins over the default.
    public func databaseFile(explicitPath: String? = nil) -> String {
        if let explicitPath, !explicitPath.isEmpty { return explicitPath }
        if let databaseOverride { return databaseOverride }
        return dataDirectory.appendingPathComponent("lunchbox.sqlite").path
    }
}
