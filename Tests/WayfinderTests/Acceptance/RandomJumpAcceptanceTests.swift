import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// An independent oracle: random jumps, updates and user gestures, some issued
/// mid-transition; at every quiet point `state` must equal the state read back from UIKit by
/// this file's own reader, every settled `go(to:)` issued alone reached its target with at
/// most one visible animation, and there is no diagnostic and no leak.
@MainActor
@Suite(.navigationChecked) struct RandomJumpAcceptanceTests {
    typealias State = NavigationState<String>

    /// A small deterministic generator (SplitMix64).
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let names = ["home", "a", "b", "c", "d"]

    static func randomStack(_ random: inout Seeded, max: Int = 4) -> [String] {
        (0..<Int.random(in: 1...max, using: &random)).map { _ in
            names.randomElement(using: &random)!
        }
    }

    static func randomState(_ random: inout Seeded) -> State {
        var modals: [State.Modal] = []
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let inNavigation = Bool.random(using: &random)
            modals.append(
                .init(
                    inNavigation
                        ? randomStack(&random, max: 3) : [names.randomElement(using: &random)!],
                    style: Bool.random(using: &random) ? .sheet : .fullScreen,
                    inNavigation: inNavigation))
        }
        if Bool.random(using: &random) {
            return State(stack: randomStack(&random), modals: modals)
        }
        let tabs = (0..<Int.random(in: 2...3, using: &random)).map { _ in
            randomStack(&random, max: 3)
        }
        return State(
            tabs: tabs, selected: Int.random(in: 0..<tabs.count, using: &random), modals: modals)
    }

    /// The state shown in the window, read from UIKit alone.
    static func readBack(_ window: UIWindow) -> State? {
        func names(_ controllers: [UIViewController]) -> [String] {
            controllers.compactMap { ($0 as? TracedViewController)?.name }
        }
        var modals: [State.Modal] = []
        var presenter = window.rootViewController
        while let presented = presenter?.presentedViewController {
            let style: State.ModalStyle =
                presented.modalPresentationStyle == .fullScreen ? .fullScreen : .sheet
            if let navigation = presented as? UINavigationController {
                modals.append(.init(names(navigation.viewControllers), style: style))
            } else {
                modals.append(.init(names([presented]), style: style, inNavigation: false))
            }
            presenter = presented
        }
        switch window.rootViewController {
        case let tabs as UITabBarController:
            let stacks = (tabs.viewControllers ?? []).map { tab in
                names((tab as? UINavigationController)?.viewControllers ?? [tab])
            }
            return State(tabs: stacks, selected: tabs.selectedIndex, modals: modals)
        case let navigation as UINavigationController:
            return State(stack: names(navigation.viewControllers), modals: modals)
        default:
            return nil
        }
    }

    @Test(arguments: 0..<24)
    func randomJumpsAndGesturesKeepStateEqualToTheScreen(seed: Int) throws {
        var random = Seeded(state: UInt64(seed) &* 7919 &+ 1)
        let app = try AcceptanceApp(Self.randomState(&random))
        var pending: [(Transition, State)] = []
        for step in 0..<30 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                let target = Self.randomState(&random)
                app.app.records.clear()
                let jump = app.routes.go(to: target)
                app.runUntilIdle()
                #expect(jump.settlement == .completed, "seed \(seed) step \(step)")
                #expect(app.state == target, "seed \(seed) step \(step)")
                #expect(app.visibleAnimations <= 1, "seed \(seed) step \(step): \(app.uikitCalls)")
            case 3:
                pending.append((app.routes.go(to: Self.randomState(&random)), app.state))
                app.app.advance(by: Double(Int.random(in: 0...4, using: &random)) * 0.1)
            case 4:
                let route = Self.names.randomElement(using: &random)!
                app.routes.update { state in
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: state.push(route)
                    case 1: state.pop()
                    case 2: state.present(route)
                    default: state.dismiss()
                    }
                }
                app.app.advance(by: 0.1)
            case 5:
                app.frontNavigation?.headless.tapBackButton()
            case 6:
                if let navigation = app.frontNavigation {
                    let swipe = navigation.headless.beginInteractivePop()
                    swipe.update(progress: 0.5)
                    if Bool.random(using: &random) { swipe.finish() } else { swipe.cancel() }
                }
            case 7:
                if let top = app.top {
                    let drag = top.headless.beginInteractiveDismiss()
                    drag.update(progress: 0.5)
                    if Bool.random(using: &random) { drag.finish() } else { drag.cancel() }
                }
            case 8:
                if let tabs = app.tabBar, app.top?.presentingViewController == nil {
                    tabs.headless.tap(index: Int.random(in: 0..<3, using: &random))
                }
            default:
                app.runUntilIdle()
            }
            if Bool.random(using: &random) || step == 29 {
                app.runUntilIdle()
                #expect(app.state == Self.readBack(app.app.window), "seed \(seed) step \(step)")
                #expect(app.name(app.top) == app.state.top, "seed \(seed) step \(step)")
                #expect(app.app.diagnostics == [], "seed \(seed) step \(step)")
                for (transition, _) in pending {
                    #expect(transition.settlement != nil, "seed \(seed) step \(step)")
                }
                pending.removeAll()
            }
        }
        app.expectClean()
    }
}
