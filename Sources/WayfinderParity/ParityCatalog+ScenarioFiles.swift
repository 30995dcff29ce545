import Wayfinder
import WayfinderTesting

extension ParityCatalog {
    /// `everything.scenario`: every kind of step of `wayfinder run` once, recorded from the
    /// first step as the CLI records it.
    static let runEverything = ParityScenario(
        name: "run-everything",
        golden: "Tests/WayfinderCLITests/__Snapshots__/run-everything.txt",
        summary: "Every kind of step of a scenario file once: pushes, pops, a sheet swiped "
            + "down, tabs, a custom container, a presentation dismissed."
    ) { stage in
        stage.screens("A", "B", "C", "D", "Sheet", "Child")
        try stage.navigation("nav", ["A"])
        try stage.tabs("tabs", ["nav", "D"])
        stage.container("home")
        try stage.show(root: "tabs")
        await stage.idle()
        try stage.push("B", animated: false)
        try stage.push("C")
        await stage.idle()
        try stage.popTo("A")
        await stage.idle()
        try stage.setStack(["A", "B"], animated: false)
        try stage.popToRoot()
        await stage.idle()
        try stage.present("Sheet", from: "tabs", style: .pageSheet, styleName: ".pageSheet")
        await stage.idle()
        try stage.swipeDown("Sheet")
        try stage.swipeProgress(0.5)
        try stage.swipeFinish()
        await stage.idle()
        try stage.selectTab(1)
        try stage.tapTab(0)
        await stage.idle()
        stage.note("now the container")
        try stage.show(root: "home")
        await stage.idle()
        try stage.embed("Child", in: "home")
        try stage.unembed("Child")
        try stage.present(
            "Sheet", from: "home", style: .fullScreen, styleName: ".fullScreen", animated: false)
        await stage.idle()
        try stage.dismiss("Sheet")
        await stage.advance(0.25)
        guard let nav = try stage.controller("nav") as? UINavigationController else {
            throw ParitySkip("nav is not a navigation controller")
        }
        let stack = nav.viewControllers.map(traceName(of:)).joined(separator: ", ")
        stage.note("expect nav.viewControllers == [A]: [\(stack)]")
    }

    /// `refused.scenario`: a dismiss while the presentation still runs. The CLI refuses the
    /// step (its golden is the refusal `BadInputTests` expects of the same steps); UIKit logs
    /// the message and ignores the call, which is what the run records.
    static let runRefused = ParityScenario(
        name: "run-refused",
        golden:
            "Tests/WayfinderCLITests/BadInputTests.swift#refused dismiss during a presentation",
        summary: "The app dismisses Sheet while its presentation is still running: UIKit logs "
            + "and ignores it."
    ) { stage in
        stage.screens("A", "Sheet")
        try stage.navigation("nav", ["A"])
        try stage.show(root: "nav")
        await stage.idle()
        try stage.present("Sheet", from: "nav", style: .fullScreen, styleName: ".fullScreen")
        try stage.dismiss("Sheet")
        await stage.idle()
        let sheet = try stage.controller("Sheet")
        stage.note("Sheet is presented by \(traceName(of: sheet.presentingViewController))")
    }
}
