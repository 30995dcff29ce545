import HeadlessUIKit
import Testing
import Wayfinder
import WayfinderTesting

// The code of Wayfinder.docc/GettingStarted.md, compiled and run (its app's scene delegate
// and screens are in GettingStartedApp.swift). ArticleCodeTests checks that every Swift block
// of the article appears in one of the two files line for line.

final class CheckoutStepScreen: UIViewController {}

final class PickerScreen: UIViewController, ResultScreen {
    typealias Result = String

    func pick() {
        finish(with: "red")
    }
}

@MainActor
@Test func selectingAProductPushesIt() {
    let app = NavigatorHarness()
    let home = HomeViewController()
    app.setRoot(UINavigationController(rootViewController: home))
    home.didSelect(product: 42)
    app.runUntilIdle()
    weak let product = app.navigator.topmost as? ProductViewController
    #expect(product?.id == 42)

    app.navigator.pop()
    app.runUntilIdle()
    #expect(app.navigator.topmost === home)
    #expect(product == nil)  // released once it left
}

@MainActor
@Suite(.navigationChecked) struct GettingStartedSnippets {
    @Test func theSceneDelegateMakesTheNavigatorOfItsWindow() throws {
        weak var home: UIViewController?
        weak var window: UIWindow?
        do {
            let delegate = SceneDelegate()
            let scene = UIApplication.shared.headless.connectScene(delegate: delegate)
            window = delegate.window
            let nav = try #require(window?.rootViewController as? UINavigationController)
            home = nav.viewControllers.first
            #expect(home is HomeViewController)
            #expect(delegate.navigator?.window === window)
            #expect(delegate.navigator?.topmost === home)
            scene.headless.disconnect()
        }
        #expect(home == nil)
        #expect(window == nil)
    }

    @Test func createTheNavigatorAndRemoveScreens() {
        let window = UIWindow(frame: .zero)
        let start = UIViewController()
        let remove = UIViewController()
        let end = UIViewController()
        let next = UIViewController()
        let nav = UINavigationController(rootViewController: start)
        nav.viewControllers = [start, remove, end, CheckoutStepScreen()]
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let navigator = Navigator(window: window)
        navigator.push(next, removing: { $0 === remove || $0 === end })
        navigator.remove(where: { $0 is CheckoutStepScreen })
        window.headless.runUntilIdle()
        #expect(nav.viewControllers == [start, next])
        #expect(window.headless.diagnostics.isEmpty)
    }

    @Test func writeAContainer() {
        let trace = CallbackTrace()
        let container = ContainerViewController()
        let child = TracedViewController("child", trace: trace)
        container.embed(child)
        container.unembed(child)
        #expect(container.children.isEmpty)
        #expect(
            trace.lines == [
                "child.willMove(toParent: ContainerViewController)", "child.viewDidLoad",
                "child.didMove(toParent: ContainerViewController)", "child.willMove(toParent: nil)",
                "child.didMove(toParent: nil)",
            ])
    }

    @Test func findTheFrontMostScreenAndKnowWhenItLeft() {
        let window = UIWindow(frame: .zero)
        let home = UIViewController()
        let nav = UINavigationController(rootViewController: home)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let navigator = Navigator(window: window)
        let screen = UIViewController()
        navigator.push(screen)
        window.headless.runUntilIdle()

        let alert = UIViewController()
        let front = navigator.topmost
        navigator.present(alert)
        #expect(front === screen)

        let back = navigator.previous(of: screen)
        screen.onFinish { closedBy in print("left by \(closedBy)") }
        #expect(back === home)
        window.headless.runUntilIdle()
        #expect(navigator.topmost === alert)
    }

    @Test func closeAScreenAndReturnAResult() async {
        let window = UIWindow(frame: .zero)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        let navigator = Navigator(window: window)
        var applied: [String] = []
        func apply(_ color: String) { applied.append(color) }

        let picker = PickerScreen()
        navigator.push(picker) { outcome in
            if case .finished(let color) = outcome { apply(color) }
        }
        window.headless.runUntilIdle()
        picker.pick()
        window.headless.runUntilIdle()
        #expect(applied == ["red"])

        let second = PickerScreen()
        let task = Task { await present(second, with: navigator) }
        await letTasksRun { second.presentingViewController != nil }
        window.headless.runUntilIdle()
        second.pick()
        window.headless.runUntilIdle()
        #expect(await task.value == .finished("red"))
    }

    private func present(_ picker: PickerScreen, with navigator: Navigator) async -> Outcome<
        String
    > {
        let outcome = await navigator.present(picker)
        return outcome
    }
}
