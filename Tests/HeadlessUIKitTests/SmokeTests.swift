import HeadlessUIKit
import Testing
import WayfinderTesting

@MainActor
@Test func smokePushAndSwipes() {
    let window = UIWindow(frame: .zero)
    let trace = CallbackTrace(clock: { window.headless.now })
    let a = TracedViewController("A", trace: trace)
    let nav = TracedNavigationController("nav", trace: trace, root: a)
    let recorder = NavigationDelegateRecorder(trace: trace)
    nav.delegate = recorder
    window.rootViewController = nav
    window.makeKeyAndVisible()
    window.headless.runUntilIdle()
    print(trace.timedLines.joined(separator: "\n"))
    trace.clear()
    let b = TracedViewController("B", trace: trace)
    nav.pushViewController(b, animated: true)
    window.headless.runUntilIdle()
    print("--- push"); print(trace.timedLines.joined(separator: "\n")); trace.clear()
    nav.headless.tapBackButton()
    window.headless.runUntilIdle()
    print("--- back"); print(trace.timedLines.joined(separator: "\n")); trace.clear()
    nav.pushViewController(b, animated: true)
    window.headless.runUntilIdle()
    trace.clear()
    let swipe = nav.headless.beginInteractivePop()
    swipe.update(progress: 0.5)
    swipe.cancel()
    window.headless.runUntilIdle()
    print("--- cancel"); print(trace.timedLines.joined(separator: "\n")); trace.clear()
    let c = TracedViewController("C", trace: trace)
    c.modalPresentationStyle = .fullScreen
    b.present(c, animated: true)
    window.headless.runUntilIdle()
    print("--- present"); print(trace.timedLines.joined(separator: "\n")); trace.clear()
    c.dismiss(animated: true)
    window.headless.runUntilIdle()
    print("--- dismiss"); print(trace.timedLines.joined(separator: "\n")); trace.clear()
    print(window.headless.diagnostics)
}
