import Foundation
import HeadlessUIKit
import WayfinderTesting

extension ScenarioRunner {
    // MARK: Lookups

    func controller(_ name: String) -> UIViewController {
        // The parser only lets declared names through.
        stage.controller(name)!
    }

    func topOfPresentationChain() -> UIViewController? {
        guard var top = stage.window.rootViewController else { return nil }
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top
    }

    func interaction(_ located: LocatedStep) throws(CLIError) -> HeadlessInteraction {
        guard let swipe = stage.interaction else {
            throw refusal(
                located,
                "no swipe is in progress: start one with `swipe back` or "
                    + "`swipe down <screen>`")
        }
        return swipe
    }

    func navigation(_ name: String?, _ located: LocatedStep) throws(CLIError)
        -> UINavigationController
    {
        try one(name, kind: .navigation, what: "navigation controller", located)
            as! UINavigationController
    }

    func tabs(_ name: String?, _ located: LocatedStep) throws(CLIError)
        -> UITabBarController
    {
        try one(name, kind: .tabs, what: "tab bar controller", located) as! UITabBarController
    }

    func one(
        _ name: String?, kind: Stage.ScreenKind, what: String, _ located: LocatedStep
    ) throws(CLIError) -> UIViewController {
        if let name { return controller(name) }
        let candidates = stage.lanes.filter { stage.kinds[$0] == kind }
        guard candidates.count == 1 else {
            throw CLIError.located(
                file: scenario.fileName, location: located.location, source: scenario.sourceLines,
                message: candidates.isEmpty
                    ? "there is no \(what)"
                    : "there are several \(what)s: \(candidates.joined(separator: ", "))",
                expected: candidates.isEmpty
                    ? "a \(what) created on an earlier line"
                    : "on=<name> to say which")
        }
        return controller(candidates[0])
    }

    // MARK: Errors

    func refusal(_ located: LocatedStep, _ reason: String) -> CLIError {
        CLIError.located(
            file: scenario.fileName, location: located.location, source: scenario.sourceLines,
            message: "UIKit would refuse this step: \(reason)",
            expected: "a step UIKit accepts in this state")
    }

    func failure(_ located: LocatedStep, _ message: String, details: [String])
        -> CLIError
    {
        let located = CLIError.located(
            file: scenario.fileName, location: located.location, source: scenario.sourceLines,
            message: message, kind: .failedExpectation, label: "expectation failed")
        return CLIError(
            kind: .failedExpectation,
            message: ([located.message] + details).joined(separator: "\n"))
    }
}
