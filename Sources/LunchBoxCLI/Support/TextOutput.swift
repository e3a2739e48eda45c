import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Somewhere text is written: standard output, standard error, or a buffer in tests.
public protocol TextOutput: Sendable {
    func write(_ text: String)
    /// Our own terminal sequences (the spinner's), which the sanitizer lets through.
    func writeControl(_ text: String)
}

extension TextOutput {
    public func writeControl(_ text: String) {
        write(text)
    }

    func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// A file descriptor's stream.
public struct FileOutput: TextOutput {
    public static let standardOutput = FileOutput(handle: .standardOutput)
    public static let standardError = FileOutput(handle: .standardError)

    let handle: FileHandle

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// Where lines are read from: standard input, or a script in tests.
public protocol LineInput: Sendable {
    /// The next line without its newline, or nil at end of input.
    func readLine(hidingInput: Bool) -> String?
}

/// Standard input; hides what is typed when asked and it is a terminal.
public struct StandardInput: LineInput {
    public init() {}

    public func readLine(hidingInput: Bool) -> String? {
        guard hidingInput, Terminal.isTerminal(.standardInput) else {
            return Swift.readLine(strippingNewline: true)
        }
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            FileOutput.standardError.write("\n")
        }
        return Swift.readLine(strippingNewline: true)
    }
}

/// Terminal checks.
public enum Terminal {
    public enum Stream {
        case standardInput, standardError
    }

    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .standardInput ? STDIN_FILENO : STDERR_FILENO) == 1
    }
}
