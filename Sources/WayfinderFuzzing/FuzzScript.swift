#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Wayfinder
    import WayfinderTesting

    /// A fuzz run told as the steps of a `wayfinder run` scenario file: the controllers to
    /// create, then, for each fuzz step, a `note` naming it, what the user did, and the UIKit
    /// calls the navigator made, at the virtual times it made them.
    public struct FuzzScript: Equatable, Sendable {
        /// `screen …`, `container …`, `navigation …`, `tabs …`, `split …` and `window …`
        /// lines.
        public var declarations: [String]
        /// The steps after the window is shown.
        public var steps: [String]

        /// Creates a script.
        public init(declarations: [String], steps: [String]) {
            self.declarations = declarations
            self.steps = steps
        }
    }

    /// Records a ``FuzzScript`` while a ``FuzzRunner`` runs a sequence.
    @MainActor
    final class FuzzScriptRecorder {
        private let world: FuzzWorld
        private var steps: [String] = []
        private var step: FuzzStep?
        private var recordMark = 0
        private var userMark = 0
        private var startTime: TimeInterval = 0

        init(world: FuzzWorld) {
            self.world = world
            recordMark = world.records.records.count
            userMark = world.scenarioLines.count
        }

        func begin(_ step: FuzzStep?) {
            self.step = step
            recordMark = world.records.records.count
            userMark = world.scenarioLines.count
            startTime = world.window.headless.now
        }

        func end() {
            let resolved = world.log.last ?? []
            let title = step.map { "\($0)" } ?? "wind down"
            steps.append(
                "note fuzz \(title)"
                    + (resolved.isEmpty ? "" : ": " + resolved.joined(separator: "; ")))
            steps += world.scenarioLines[userMark...]
            var cursor = startTime
            for record in world.records.records[recordMark...] where record.kind == .uikit {
                if record.time > cursor + 1e-9 {
                    steps.append("advance \(Self.seconds(record.time - cursor))")
                    cursor = record.time
                }
                steps.append(translate(record.message))
            }
            switch step {
            case .advance(let milliseconds):
                let rest = startTime + Double(milliseconds) / 1000 - cursor
                if rest > 1e-9 { steps.append("advance \(Self.seconds(rest))") }
            case .idle, nil:
                steps.append("idle")
            default:
                break
            }
        }

        func finish() -> FuzzScript {
            var screens: [String] = []
            var containers: [String] = []
            var navigations: [String] = []
            var tabs: [String] = []
            var splitName: String?
            // The split view's columns: the first two navigation controllers made after it
            // (the world makes the primary's, then the secondary's).
            var splitColumns: [String] = []
            for record in world.tracked {
                if splitName != nil, splitColumns.count < 2, record.navigationRoot != nil {
                    splitColumns.append(record.name)
                }
                if let root = record.navigationRoot {
                    navigations.append("navigation \(record.name) \(root)")
                } else if record.isScreen {
                    if record.hostsChildren {
                        containers.append("container \(record.name)")
                    } else {
                        screens.append(record.name)
                    }
                } else if record.object is UISplitViewController {
                    splitName = record.name
                } else {
                    tabs.append(record.name)
                }
            }
            var declarations: [String] = []
            if !screens.isEmpty { declarations.append("screen " + screens.joined(separator: " ")) }
            declarations += containers + navigations
            let rootName = world.record(of: world.window.rootViewController ?? UIViewController())?
                .name
            if let tabsName = tabs.first {
                let tabNames = world.tracked.compactMap { record -> String? in
                    guard record.navigationRoot != nil, let object = record.object,
                        object.parent is UITabBarController
                    else { return nil }
                    return record.name
                }
                let initialTabs = tabNames.isEmpty ? ["nav1"] : tabNames
                declarations.append("tabs \(tabsName) " + initialTabs.joined(separator: " "))
            }
            if let splitName, splitColumns.count == 2 {
                declarations.append(
                    "split \(splitName) " + splitColumns.joined(separator: " "))
                declarations.append("window \(splitName)")
            } else {
                declarations.append("window \(rootName ?? tabs.first ?? "nav1")")
            }
            declarations.append("idle")
            return FuzzScript(declarations: declarations, steps: steps + finalStacks())
        }

        /// `expect stack` lines for the navigation controllers in the window as the run left
        /// them, so that the replay checks it reaches the same stacks; none while a gesture
        /// is under way (its stacks are mid-change) or a stack holds a controller the world
        /// did not make.
        private func finalStacks() -> [String] {
            guard world.interaction == nil else { return [] }
            var lines: [String] = []
            for record in world.tracked where record.navigationRoot != nil {
                guard let navigation = record.object as? UINavigationController,
                    navigation.viewIfLoaded?.window != nil
                else { continue }
                let names = navigation.viewControllers.map { world.record(of: $0)?.name }
                guard !names.isEmpty, names.allSatisfy({ $0 != nil }) else { return [] }
                lines.append(
                    "expect stack " + names.compactMap { $0 }.joined(separator: " ")
                        + " on=\(record.name)")
            }
            return lines.isEmpty ? [] : ["note fuzz: the stacks as the run left them"] + lines
        }

        /// The scenario step for one of the navigator's `.uikit` trace records.
        private func translate(_ message: String) -> String {
            guard let dot = message.firstIndex(of: ".") else { return "note uikit: \(message)" }
            let subject = String(message[..<dot])
            let call = String(message[message.index(after: dot)...])
            let animated = call.contains("animated: true") ? "yes" : "no"
            func argument(after prefix: String) -> String {
                let rest = call.dropFirst(prefix.count)
                return String(rest.prefix { $0 != "," && $0 != ")" })
            }
            if call.hasPrefix("pushViewController(") {
                return
                    "push \(argument(after: "pushViewController(")) on=\(subject) animated=\(animated)"
            }
            if call.hasPrefix("popViewController(") {
                return "pop on=\(subject) animated=\(animated)"
            }
            if call.hasPrefix("popToViewController(") {
                return
                    "pop-to \(argument(after: "popToViewController(")) on=\(subject) animated=\(animated)"
            }
            if call.hasPrefix("setViewControllers([") {
                let list = call.dropFirst("setViewControllers([".count).prefix { $0 != "]" }
                let names = list.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                return
                    "set-stack \(names.joined(separator: " ")) on=\(subject) animated=\(animated)"
            }
            if call.hasPrefix("present(") {
                let name = argument(after: "present(")
                let style =
                    world.tracked.first { $0.name == name }?.presentationStyle?.scenarioName
                    ?? "automatic"
                return "present \(name) from=\(subject) style=\(style) animated=\(animated)"
            }
            if call.hasPrefix("dismiss(") { return "dismiss \(subject) animated=\(animated)" }
            if call.hasPrefix("selectedIndex = ") {
                return "select-tab \(call.dropFirst("selectedIndex = ".count)) on=\(subject)"
            }
            if call.hasPrefix("embed(") {
                return "embed \(argument(after: "embed(")) in \(subject)"
            }
            if call.hasPrefix("unembed(") { return "unembed \(argument(after: "unembed("))" }
            return "note uikit: \(message)"
        }

        private static func seconds(_ interval: TimeInterval) -> String {
            var text = String(format: "%.3f", interval)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
    }

    extension FuzzPresentationStyle {
        /// The scenario file's spelling, such as `page-sheet`.
        var scenarioName: String {
            switch self {
            case .automatic: "automatic"
            case .pageSheet: "page-sheet"
            case .formSheet: "form-sheet"
            case .fullScreen: "full-screen"
            case .overFullScreen: "over-full-screen"
            }
        }
    }
#endif
