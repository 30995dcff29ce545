#if !canImport(UIKit)
    import CustomDump
    import Foundation
    import Wayfinder

    /// A window on HeadlessUIKit running an app's ``/Wayfinder/RouteNavigator`` with the app's own
    /// screens: the navigator's trace records, leak tracking of every screen that was in the
    /// window, UIKit's exceptions, the user's gestures, and waits that never hang.
    ///
    /// Unlike ``NavigatorHarness``, whose screens are traced controllers the harness makes,
    /// `AppHarness` takes the screens the app's factory makes, and watches the window
    /// instead: every view controller that is ever in it is tracked, named after its route.
    ///
    /// ```swift
    /// let app = try AppHarness(state: NavigationState<Route>(tabs: [[.home], [.orders]])) {
    ///     route in ShopScreens.make(route)       // the app's factory
    /// }
    /// app.routes.update { $0.push(.product(42)) }
    /// app.runUntilIdle()
    /// app.swipeBack()?.finish()
    /// app.runUntilIdle()
    /// #expect(app.routes.state == NavigationState(tabs: [[.home], [.orders]]))
    /// app.expectLeftScreensReleased()               // product(42) was released
    /// ```
    ///
    /// Asynchronous calls (a navigator's push of a `ResultScreen` that returns its `Outcome`,
    /// a transition's `settled()`) only finish when something turns the run loop; await them
    /// through ``settle(_:within:fileID:filePath:line:column:)`` and
    /// ``start(_:)`` / ``value(of:within:fileID:filePath:line:column:)``, which turn it while
    /// they wait and fail the test after a limit of virtual time instead of hanging.
    @MainActor
    public final class AppHarness<Route: Hashable & Codable & Sendable> {
        /// The window the app runs in.
        public let window: UIWindow
        /// The window's navigator.
        public let navigator: Navigator
        /// The app's route navigator.
        public let routes: RouteNavigator<Route>
        /// The navigator's trace records, from the moment the harness was made.
        public let records: TraceRecorder
        /// Objects the test tracks itself (a view model, a coordinator); the screens that
        /// were in the window are tracked without it.
        public let leaks = LeakTracker()
        /// Every view controller that was ever in the window, in the order first seen.
        private var sightings: [Sighting] = []
        private var sightingIndexes: [ObjectIdentifier: Int] = [:]
        /// Where the harness was made, and what the test leaves behind on purpose.
        private var endOfTest: EndOfTestExpectations

        private struct Sighting {
            weak var controller: UIViewController?
            /// Its route, or its type until its route is known.
            var name: String
            var knowsRoute: Bool
        }

        /// Runs an app whose route navigator is built from a state and a screen factory.
        ///
        /// Makes an iPhone-sized window, shows it, creates its ``/Wayfinder/Navigator`` (no
        /// logger to configure: records go to ``records``), builds the hierarchy for `state`
        /// and lets it settle.
        ///
        /// - Parameters:
        ///   - state: the state the app launches with.
        ///   - screen: the app's factory: the view controller of a route.
        ///   - fileID: where the harness is made, which the end-of-test check of
        ///     ``NavigationCheckedTrait`` names when it fails.
        ///   - filePath: as `fileID`.
        ///   - line: as `fileID`.
        ///   - column: as `fileID`.
        /// - Throws: ``/Wayfinder/NavigationStateError`` when `state` is invalid.
        public convenience init(
            state: NavigationState<Route>,
            screen: @escaping @MainActor (Route) -> UIViewController,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) throws {
            try self.init(
                { navigator in
                    try RouteNavigator(navigator: navigator, state: state, screen: screen)
                }, fileID: fileID, filePath: filePath, line: line, column: column)
        }

        /// Runs an app whose set-up code builds the route navigator: the same code the app
        /// runs in its scene delegate, with its deep links, guards and configuration.
        ///
        /// ```swift
        /// let app = try AppHarness { navigator in try ShopApp.makeRoutes(navigator) }
        /// ```
        ///
        /// - Parameters:
        ///   - window: the window to run in; by default a new iPhone-sized window.
        ///   - build: makes the app's ``/Wayfinder/RouteNavigator`` on the navigator it is given.
        ///   - fileID: where the harness is made, which the end-of-test check of
        ///     ``NavigationCheckedTrait`` names when it fails.
        ///   - filePath: as `fileID`.
        ///   - line: as `fileID`.
        ///   - column: as `fileID`.
        /// - Throws: what `build` throws.
        public convenience init(
            window: UIWindow? = nil,
            _ build: (Navigator) throws -> RouteNavigator<Route>,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) throws {
            let window = window ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            let navigator = Navigator(window: window)
            let recorder = TraceRecorder()
            navigator.addTraceHandler(recorder.record)
            self.init(
                routes: try build(navigator), recorder: recorder,
                endOfTest: EndOfTestExpectations(
                    fileID: fileID, filePath: filePath, line: line, column: column))
        }

        /// Watches an app that is already running, such as one a test launched through its
        /// scene delegate (`UIApplication.shared.headless.connectScene(delegate:)`).
        ///
        /// Records start now: what the app did before is not in ``records``.
        ///
        /// - Parameters:
        ///   - routes: the app's route navigator.
        ///   - fileID: where the harness is made, which the end-of-test check of
        ///     ``NavigationCheckedTrait`` names when it fails.
        ///   - filePath: as `fileID`.
        ///   - line: as `fileID`.
        ///   - column: as `fileID`.
        public convenience init(
            adopting routes: RouteNavigator<Route>,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            let recorder = TraceRecorder()
            routes.navigator.addTraceHandler(recorder.record)
            self.init(
                routes: routes, recorder: recorder,
                endOfTest: EndOfTestExpectations(
                    fileID: fileID, filePath: filePath, line: line, column: column))
        }

        private init(
            routes: RouteNavigator<Route>, recorder: TraceRecorder,
            endOfTest: EndOfTestExpectations
        ) {
            self.endOfTest = endOfTest
            self.routes = routes
            self.navigator = routes.navigator
            self.window = routes.navigator.window
            self.records = recorder
            leaks.exceptionWindow = window
            // Every record is a moment a screen may have come or gone: watch the window then,
            // so that a screen that was there only between two turns of the loop is tracked.
            navigator.addTraceHandler { [weak self] _ in self?.sample() }
            runUntilIdle()
            EndOfTestChecks.register(self)
        }

        // MARK: Running

        /// Turns the run loop until nothing is pending.
        public func runUntilIdle() {
            sample()
            window.headless.runUntilIdle()
            sample()
        }

        /// Advances the virtual clock by `interval` seconds, running what falls due.
        public func advance(by interval: TimeInterval) {
            sample()
            window.headless.advance(by: interval)
            sample()
        }

        /// The virtual time in seconds.
        public var now: TimeInterval { window.headless.now }

        /// HeadlessUIKit's warnings and exceptions for the window, oldest first.
        public var diagnostics: [String] { window.headless.diagnostics }

        // MARK: What the user does

        /// The navigation controller of the screen in front, if any.
        public var frontNavigationController: UINavigationController? {
            let top = navigator.topmost
            return top as? UINavigationController ?? top?.navigationController
        }

        /// The user taps the back button of the stack in front.
        ///
        /// - Returns: the controller popped; `nil` when there is no back button to tap (a
        ///   stack of one, a transition under way), as on a device.
        @discardableResult
        public func tapBackButton() -> UIViewController? {
            frontNavigationController?.headless.tapBackButton()
        }

        /// The user starts a swipe-back on the stack in front; finish or cancel it, then turn
        /// the loop.
        ///
        /// - Returns: the swipe; `nil` when no swipe can start there.
        public func swipeBack() -> HeadlessInteraction? {
            guard let swipe = frontNavigationController?.headless.beginInteractivePop(),
                swipe.didBegin
            else { return nil }
            return swipe
        }

        /// The user starts dragging down the sheet in front; finish or cancel it, then turn the
        /// loop.
        ///
        /// - Returns: the drag; `nil` when nothing in front can be dragged down (no sheet, or
        ///   it refuses).
        public func swipeDown() -> HeadlessInteraction? {
            guard let top = navigator.topmost else { return nil }
            let drag = top.headless.beginInteractiveDismiss()
            return drag.didBegin ? drag : nil
        }

        /// The user taps the tab at `index` of the tab bar at the root; does nothing when the
        /// root is not a tab bar controller or has no such tab.
        public func tapTab(_ index: Int) {
            (window.rootViewController as? UITabBarController)?.headless.tap(index: index)
        }

        // MARK: Leaks and exceptions

        /// Checks that HeadlessUIKit recorded an exception (a call that crashes the app on a
        /// device) whose message contains `text`, and marks it as expected.
        public func expectException(
            containing text: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            WayfinderTesting.expectException(
                in: window, containing: text, fileID: fileID, filePath: filePath, line: line,
                column: column)
        }

        /// Turns the run loop until idle, then checks that no exception was recorded that the
        /// test did not expect, and that every view controller that was in the window and has
        /// left it was released, naming the leaked ones. Call it at the end of a test, after
        /// the test's own references to screens have ended.
        public func expectLeftScreensReleased(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            runUntilIdle()
            reportUnexpectedExceptions(
                in: window, fileID: fileID, filePath: filePath, line: line, column: column)
            expectNoDifference(
                leftButAlive, [], "left the window but still alive — " + leakHint,
                fileID: fileID, filePath: filePath, line: line, column: column)
        }

        /// Turns the run loop until idle, then runs every check ``NavigationCheckedTrait``
        /// runs when a test returns: ``expectLeftScreensReleased(fileID:filePath:line:column:)``,
        /// no command pending in the navigator's queue (unless
        /// ``expectsPendingCommandsAtEnd()``), no UIKit warning the test did not expect with
        /// ``expectWarning(containing:fileID:filePath:line:column:)``. For a test without the
        /// trait, or a check the test means mid-way.
        public func expectNothingLeftOver(
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            expectLeftScreensReleased(
                fileID: fileID, filePath: filePath, line: line, column: column)
            endOfTest.checkPendingCommandsAndWarnings(
                navigator, in: window, fileID: fileID, filePath: filePath, line: line,
                column: column)
        }

        /// Says the test leaves commands pending in the navigator's queue on purpose (a
        /// transition it never lets finish): the end-of-test check does not fail on them.
        public func expectsPendingCommandsAtEnd() {
            endOfTest.pendingCommands = true
        }

        /// Checks that HeadlessUIKit recorded a UIKit console warning (`window.headless.warnings`)
        /// whose message contains `text`, and marks it as expected: the end-of-test check fails
        /// on any warning the test did not expect.
        public func expectWarning(
            containing text: String,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) {
            reportMissingWarning(
                endOfTest.expectWarning(in: window, containing: text), in: window,
                containing: text, fileID: fileID, filePath: filePath, line: line, column: column)
        }

        /// The names of the view controllers that were in the window, have left it, and are
        /// still alive, in the order they were first seen.
        public var leftButAlive: [String] {
            let onScreen = Set(
                (controllersInWindow() + viewControllersKeptByTabs(in: window)
                    + viewControllersKeptBySplitViews(in: window))
                    .map(ObjectIdentifier.init))
            return sightings.compactMap { sighting in
                guard let controller = sighting.controller,
                    !onScreen.contains(ObjectIdentifier(controller))
                else { return nil }
                return sighting.name
            }
        }

        /// Every view controller in the window: the root, children, presented ones.
        public func controllersInWindow() -> [UIViewController] {
            allViewControllers(in: window)
        }

        /// Notes the controllers in the window not seen yet, named after their route.
        private func sample() {
            for controller in controllersInWindow() {
                let id = ObjectIdentifier(controller)
                if let index = sightingIndexes[id], sightings[index].controller === controller {
                    if !sightings[index].knowsRoute, let route = routes.route(of: controller) {
                        // First seen before the route navigator knew its route.
                        sightings[index].name = "\(route)"
                        sightings[index].knowsRoute = true
                    }
                    continue
                }
                let route = routes.route(of: controller)
                sightingIndexes[id] = sightings.count
                sightings.append(
                    Sighting(
                        controller: controller,
                        name: route.map { "\($0)" } ?? "\(type(of: controller))",
                        knowsRoute: route != nil))
            }
        }
    }

    extension AppHarness: EndOfTestCheckable {
        func checkAtEndOfTest() {
            expectNothingLeftOver(
                fileID: endOfTest.fileID, filePath: endOfTest.filePath, line: endOfTest.line,
                column: endOfTest.column)
        }
    }
#endif
