import Foundation

/// One of the demo's problems (the five seeds, then the state jump), as the demo shows it: a title, the problem in one
/// sentence, the UIKit trace of doing it by hand (bad step marked), and the same with
/// Wayfinder.
struct SeedScenario: Sendable {
    /// The problem's number, 0…5.
    var number: Int
    /// The title.
    var title: String
    /// The problem, in one sentence.
    var problem: String
    /// Runs that do it by hand with UIKit, each on a fresh stage, each a labelled run.
    var byHand: [Part]
    /// Does the same with Wayfinder on a fresh stage.
    var withWayfinder: Part

    /// One run of a seed: a label and the code that acts on a stage.
    struct Part: Sendable {
        /// The run's label, e.g. `"By hand, with UIKit"`.
        var label: String
        /// Acts on the stage; it calls ``Stage/beginRecording()`` after its set-up.
        var body: @MainActor @Sendable (Stage) async -> Void
    }

    /// The five seeds and the state jump, in order.
    static let all: [SeedScenario] = [
        .seed000RemoveFromStack, .seed001Containment, .seed002Topmost, .seed003SwipeBack,
        .seed004Close, .seed005StateJump,
    ]

    /// Runs every part of this seed and collects the record.
    @MainActor
    func record() async -> ScenarioRecord {
        var runs: [RunRecord] = []
        for part in byHand + [withWayfinder] {
            let stage = Stage(label: part.label)
            await part.body(stage)
            runs.append(stage.finish())
        }
        return ScenarioRecord(
            id: String(format: "seed-%03d", number),
            title: String(format: "Seed %03d · ", number) + title, problem: problem, runs: runs)
    }

    /// The demo's report: every seed, or only `only`.
    @MainActor
    static func report(only: Int?) async -> Report {
        var scenarios: [ScenarioRecord] = []
        for seed in all where only == nil || only == seed.number {
            scenarios.append(await seed.record())
        }
        return Report(command: "demo", scenarios: scenarios)
    }
}
