import Foundation
import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

/// The random oracle of ``RandomJumpAcceptanceTests`` with a guard that holds `d` until
/// sign-in and denies `c` in sheets, links, `resumeHeld()` and sheet drags: at every quiet
/// point `state` equals what UIKit shows, no screen shows a denied or still-held route, and
/// there is no diagnostic and no leak.
@MainActor
@Suite(.navigationChecked) struct RandomGuardedAcceptanceTests {
    typealias State = NavigationState<String>

    final class Session {
        var signedIn = false
    }

    @Test(arguments: 0..<16)
    func randomGuardedJumpsKeepStateEqualToTheScreen(seed: Int) throws {
        var random = RandomJumpAcceptanceTests.Seeded(state: UInt64(seed) &* 104_729 &+ 3)
        let app = try AcceptanceApp(State(stack: ["home"]))
        let session = Session()
        app.routes.addGuard { route in
            switch route {
            case "d": return session.signedIn ? .allow : .hold(presenting: "signin")
            case "c": return .deny("c is closed")
            default: return .allow
            }
        }
        var links = DeepLinkRouter<String>(schemes: ["shop"])
        try links.register("/go/<a>/<b>") { p, _ in State(stack: ["home", p["a"]!, p["b"]!]) }
        app.routes.deepLinks = links
        for step in 0..<30 {
            let label = "seed \(seed) step \(step)"
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:
                app.routes.go(to: RandomJumpAcceptanceTests.randomState(&random))
            case 2:
                let a = RandomJumpAcceptanceTests.names.randomElement(using: &random)!
                let b = RandomJumpAcceptanceTests.names.randomElement(using: &random)!
                app.routes.open(URL(string: "shop://go/\(a)/\(b)")!)
            case 3:
                session.signedIn.toggle()
            case 4:
                app.routes.resumeHeld()
            case 5:
                if let top = app.top {
                    let drag = top.headless.beginInteractiveDismiss()
                    drag.update(progress: 0.5)
                    if Bool.random(using: &random) { drag.finish() } else { drag.cancel() }
                }
            case 6:
                app.frontNavigation?.headless.tapBackButton()
            default:
                app.app.advance(by: 0.2)
            }
            if Bool.random(using: &random) || step == 29 {
                app.runUntilIdle()
                let shown = RandomJumpAcceptanceTests.readBack(app.app.window)
                #expect(app.state == shown, "\(label)")
                #expect(app.name(app.top) == app.state.top, "\(label)")
                #expect(app.app.diagnostics == [], "\(label)")
                #expect(!(shown.map(allRoutes) ?? []).contains("c"), "\(label)")
            }
        }
        app.expectClean()
    }

    private func allRoutes(_ state: State) -> [String] {
        var routes: [String]
        switch state.root {
        case .stack(let stack): routes = stack
        case .tabs(let tabs, _): routes = tabs.flatMap { $0 }
        }
        for modal in state.modals { routes += modal.stack }
        return routes
    }
}
