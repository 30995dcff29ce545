import Foundation
import Wayfinder
import WayfinderTesting

extension ParityCatalog {
    /// The flows of `Seed001ContainmentTests` that assert whole ordered traces: a custom
    /// container (Wayfinder's ``ContainerViewController``) embedding, swapping and removing
    /// children. A golden ending in `*` takes every expected list of the test, in order.
    public static let containmentFlows: [ParityScenario] = [
        seed001(
            "embed-then-unembed", "embedAddsChildThenViewThenDidMoveAndForwardsAppearance*",
            "A navigator embeds A in the container box, then unembeds it."
        ) { stage in
            stage.screens("A")
            let navigator = stage.navigator
            let box = ParityContainer("box")
            stage.register(box, as: "box")
            try stage.show(root: "box")
            await stage.idle()
            stage.beginRecording()
            let a = try stage.controller("A")
            stage.step("navigator.embed(A, in: box)")
            let embedding = navigator.embed(a, in: box)
            stage.note("embed settlement: \(describe(embedding.settlement))")
            await stage.idle()
            stage.step("navigator.unembed(A)")
            navigator.unembed(a)
            await stage.idle()
            stage.note("box's children: \(box.children.map(traceName(of:)))")
        },
        seed001(
            "manual-forwarding", "manualForwardingDrivesBeginAndEndAppearanceTransitions*",
            "A container that forwards appearance by hand shows A, then A closes itself."
        ) { stage in
            stage.screens("A")
            _ = stage.navigator
            let box = ParityContainer("box", forwardsAppearanceByHand: true)
            stage.register(box, as: "box")
            try stage.show(root: "box")
            await stage.idle()
            stage.beginRecording()
            stage.step("box.show(child: A)")
            box.show(child: try stage.controller("A"))
            await stage.idle()
            stage.step("box.currentChild?.close()")
            box.currentChild?.close()
        },
        seed001(
            "swap", "swapSendsAppearanceInPushOrderAndContainmentAroundIt",
            "The container box shows A, then swaps it for B in a 0.3 s transition."
        ) { stage in
            stage.screens("A", "B")
            let navigator = stage.navigator
            let box = ParityContainer("box")
            stage.register(box, as: "box")
            box.show(child: try stage.controller("A"))
            try stage.show(root: "box")
            await stage.idle()
            stage.beginRecording()
            stage.step("box.show(child: B, duration: 0.3)")
            box.show(child: try stage.controller("B"), duration: 0.3)
            await stage.advance(0.2)
            stage.note("after 0.2 s: box's children: \(box.children.map(traceName(of:)))")
            await stage.idle()
            stage.note("topmost: \(traceName(of: navigator.topmost))")
        },
    ]

    /// A flow of `Seed001ContainmentTests`.
    private static func seed001(
        _ name: String, _ test: String, _ summary: String,
        body: @escaping @MainActor @Sendable (ParityStage) async throws -> Void
    ) -> ParityScenario {
        ParityScenario(
            name: "seed-001-\(name)",
            golden: "Tests/WayfinderTests/Seed001ContainmentTests.swift#\(test)",
            summary: summary, body: body)
    }

    /// `completed`, `failed(…)`, `cancelled` or `pending`.
    private static func describe(_ settlement: Settlement?) -> String {
        settlement.map { "\($0)" } ?? "pending"
    }
}

/// Wayfinder's custom container under a trace name (its title), optionally forwarding
/// appearance to its child by hand, as `Seed001ContainmentTests` makes it.
final class ParityContainer: ContainerViewController {
    private let forwardsAppearanceByHand: Bool

    /// A container named `name`.
    init(_ name: String, forwardsAppearanceByHand: Bool = false) {
        self.forwardsAppearanceByHand = forwardsAppearanceByHand
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        !forwardsAppearanceByHand
    }
}
