import Foundation
import Testing

@Suite("wayfinder fuzz")
struct FuzzCommandTests {
    @Test func aShortRunEndsWithItsSummaryAndExitsZero() throws {
        let result = try CLI.run(["fuzz", "--seed", "7", "--sequences", "5", "--steps", "40"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").last
                == "fuzz: 5 sequences x 40 steps, 0 violations")
    }

    @Test func aBrokenComponentIsCaughtShrunkAndWrittenAsARunnableScenario() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run([
            "fuzz", "--seed", "1", "--sequences", "2", "--steps", "40",
            "--inject-fault", "app-keeps-screens", "--output", directory.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.split(separator: "\n").last
                == "fuzz: 2 sequences x 40 steps, 2 violations")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["fuzz-seed1-sequence0.scenario", "fuzz-seed1-sequence1.scenario"])
        let scenario = directory.appendingPathComponent(files[0]).path
        let text = try String(contentsOfFile: scenario, encoding: .utf8)
        #expect(text.contains("# Breaks invariant 5 (left-screens-released)"))
        let replay = try CLI.run(["run", scenario])
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    @Test func zeroSequencesIsAUsageError() throws {
        let result = try CLI.run(["fuzz", "--sequences", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--sequences must be at least 1"))
    }

    @Test func theRoutesModeDrivesARouteNavigatorAndEndsWithItsSummary() throws {
        let result = try CLI.run([
            "fuzz", "--mode", "routes", "--seed", "3", "--sequences", "5", "--steps", "60",
        ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").last
                == "fuzz routes: 5 sequences x 60 steps, 0 violations")
    }

    @Test func faultsWorkOnlyInTheNavigatorMode() throws {
        let result = try CLI.run([
            "fuzz", "--mode", "routes", "--inject-fault", "app-keeps-screens",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--inject-fault works only with --mode navigator"))
    }
}
