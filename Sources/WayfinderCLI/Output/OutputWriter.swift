import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a rendered document to standard output or, atomically, to a file.
enum OutputWriter {
    /// Whether standard output is a terminal that may show colours (not when `NO_COLOR` is
    /// set or `TERM` is `dumb`).
    static var standardOutputWantsColour: Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["NO_COLOR"] != nil || environment["TERM"] == "dumb" { return false }
        return isatty(STDOUT_FILENO) == 1
    }

    /// Writes `text` to standard output.
    static func writeToStandardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `text` to `path` atomically: to a temporary file in the same directory, then
    /// renamed over `path`, so a reader never sees half a file and a failure leaves none.
    /// - Throws: ``CLIError`` (usage) when the directory does not exist or is not writable.
    static func write(_ text: String, toFile path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw CLIError.usage(
                "cannot write '\(path)': the directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError.usage("cannot write '\(path)': \(describe(error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError.usage("cannot write '\(path)': \(reason)")
        }
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let reason = underlying.localizedFailureReason
                ?? Optional(underlying.localizedDescription)
        {
            return reason
        }
        return nsError.localizedDescription
    }
}
