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

    /// A sequence whose root is a split view controller is written with a `split` line and
    /// the stacks the run left, and `wayfinder run` replays it to the same stacks.
    @Test func aSplitRootSequenceIsWrittenAsASplitScenarioThatReplaysToTheSameStacks() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run([
            "fuzz", "--seed", "1", "--sequences", "3", "--steps", "40",
            "--inject-fault", "app-keeps-screens", "--output", directory.path,
        ])
        #expect(result.status == 1)
        // Sequence 2 of seed 1 has a split root (the generator is pinned, FuzzTests).
        let scenario = directory.appendingPathComponent("fuzz-seed1-sequence2.scenario").path
        let text = try String(contentsOfFile: scenario, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("split split nav1 nav2"))
        #expect(lines.contains("window split"))
        let expected = lines.filter { $0.hasPrefix("expect stack ") }
        #expect(
            expected == ["expect stack S1 nav2 on=nav1", "expect stack S3 on=nav2"], "\(text)")
        let replay = try CLI.run(["run", scenario])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("✓ expect nav1.viewControllers == [S1, nav2]"))
        #expect(replay.stdout.contains("✓ expect nav2.viewControllers == [S3]"))
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

    @Test func splitFlagsWorkOnlyInTheRoutesModeAndOneAtATime() throws {
        let navigator = try CLI.run(["fuzz", "--no-splits", "--sequences", "1"])
        #expect(navigator.status == 2)
        #expect(navigator.stderr.contains("--splits and --no-splits work only with --mode routes"))
        let both = try CLI.run(["fuzz", "--mode", "routes", "--splits", "--no-splits"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--splits and --no-splits contradict each other"))
        let without = try CLI.run([
            "fuzz", "--mode", "routes", "--no-splits", "--seed", "3", "--sequences", "2",
            "--steps", "40",
        ])
        #expect(without.status == 0, "\(without.stdout)\(without.stderr)")
        #expect(
            without.stdout.split(separator: "\n").last
                == "fuzz routes: 2 sequences x 40 steps, 0 violations")
    }

    @Test func faultsWorkOnlyInTheNavigatorMode() throws {
        let result = try CLI.run([
            "fuzz", "--mode", "routes", "--inject-fault", "app-keeps-screens",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--inject-fault works only with --mode navigator"))
    }
}
