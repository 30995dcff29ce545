/// One golden scenario, written once and run on every platform through a ``ParityStage``.
public struct ParityScenario: Sendable {
    /// The scenario's name in parity files, e.g. `"explain-swipe-back-cancelled"`.
    public var name: String
    /// Where its golden trace lives in this repository, e.g.
    /// `"Tests/WayfinderCLITests/__Snapshots__/explain-push.txt"`, or a test's expected list
    /// (`"Tests/WayfinderTests/GoldenTraceTests.swift#seed002PresentOnTopOfAPresentation"`).
    public var golden: String
    /// What it does, in one sentence.
    public var summary: String
    /// Sets the scene, calls ``ParityStage/beginRecording()``, then acts; it throws
    /// ``ParitySkip`` where the platform cannot take a step.
    public var body: @MainActor @Sendable (ParityStage) async throws -> Void

    /// Creates a scenario.
    /// - Parameters:
    ///   - name: its name in parity files.
    ///   - golden: where its golden trace lives.
    ///   - summary: what it does.
    ///   - body: what it does, on a stage.
    public init(
        name: String, golden: String, summary: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) {
        self.name = name
        self.golden = golden
        self.summary = summary
        self.body = body
    }
}
