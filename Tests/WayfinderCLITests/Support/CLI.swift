import Foundation
import Testing

/// What a run of the built `wayfinder` command produced.
struct CLIResult: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
}

/// A class of this test module, whose bundle is the test bundle on a Mac.
private final class BundleMarker {}

/// Runs the `wayfinder` executable built next to this test bundle, end to end.
enum CLI {
    /// The directory of the built products: the one containing the test bundle, found from
    /// the running test executable (works for `.build/debug` and any `--scratch-path`).
    static let productsDirectory: URL? = {
        var candidates: [URL] = [
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // On a Mac, `swift test` loads the test bundle into `swiftpm-testing-helper`, which is
        // `Bundle.main` there: the bundle of this module's own class, and the
        // `--test-bundle-path` argument, lead to the products directory.
        candidates.append(Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent())
        for argument in CommandLine.arguments {
            if let range = argument.range(of: ".xctest") {
                let bundle = URL(fileURLWithPath: String(argument[..<range.upperBound]))
                candidates.append(bundle.deletingLastPathComponent())
            }
        }
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        return candidates.first {
            FileManager.default.isExecutableFile(
                atPath: $0.appendingPathComponent("wayfinder").path)
        }
    }()

    /// The package's root directory, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The directory of this test target.
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A scenario file of `Scenarios/`.
    static func scenario(_ name: String) -> String {
        testsDirectory.appendingPathComponent("Scenarios").appendingPathComponent(name).path
    }

    /// Runs `wayfinder` with `arguments` in `directory`, with colours off.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> CLIResult {
        let products = try #require(
            productsDirectory, "the wayfinder executable was not built next to the tests")
        let process = Process()
        process.executableURL = products.appendingPathComponent("wayfinder")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.currentDirectoryURL = directory ?? packageRoot
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout")
        let err = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    /// A fresh empty directory for files a test writes.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
