import Foundation

/// Every choice HeadlessUIKit makes where UIKit's behaviour is uncertain, in one place.
///
/// Each member says which behaviour it settles and its source (a public device or simulator
/// log, a bug report, Apple's headers), or says "no public evidence" where none was found
/// (**chosen**). Where iOS versions differ, the choice follows
/// iOS 18, the newest version with evidence, except where a ``Profile`` picks the release: the
/// user's interruptions of running transitions differ between iOS 17, 18 and 26 and follow
/// the window's profile (default iOS 26; `HeadlessBehaviour+Profiles.swift` records each
/// difference and its source). When a device run proves UIKit does otherwise,
/// change it here and the golden traces tell what moved.
public enum HeadlessBehaviour {
    /// Duration of an animated push or pop: 0.35 s (chosen). UIKit's exact value: no public
    /// evidence.
    public static let navigationDuration: TimeInterval = 0.35
    /// Duration of an animated present or dismiss: 0.5 s (chosen). UIKit's exact value: no
    /// public evidence.
    public static let presentationDuration: TimeInterval = 0.5
    /// Duration of a tab switch: none, a tab switch is not animated. Source: the
    /// tab-switch NSLog trace of pgzxc.github.io (new will-appear, old will-disappear, then
    /// both did-callbacks with no animation between).
    public static let tabSwitchDuration: TimeInterval = 0

    /// The concrete style a controller whose `modalPresentationStyle` is set to
    /// `.automatic` reads back, and is presented with: a form sheet, as on iOS 18 and later
    /// (pageSheet before). Source: `UIViewController.h` ("If this property has been set to
    /// UIModalPresentationAutomatic, reading it will always return a concrete presentation
    /// style") and Apple's documentation of `UIModalPresentationStyle.automatic`.
    public static let automaticPresentationStyle = UIModalPresentationStyle.formSheet

    /// A controller's presentation controller is made on first access (or when it is
    /// presented) for the `modalPresentationStyle` of that moment, and keeps that style
    /// until its presentation ends; the next presentation makes a new one. Source: Apple's
    /// documentation of `UIViewController.presentationController` ("Always set the value of
    /// that property before accessing any presentation controllers").
    static let presentationStyleFixedWhenPresentationControllerIsMade = true

    /// A navigation controller in a tab bar controller that has no tab bar item of its own
    /// (none set, none made, no title) shows its root view controller's `tabBarItem`, so an
    /// item or a title set on the root screen reaches the tab bar. **Chosen** on weak
    /// evidence: "a child view controller of a UITabController that is a
    /// UINavigationController … will essentially inherit a UITabBarItem from its root view
    /// controller" (Little Potato Software, "Under the hood with UITabController", 2016,
    /// littlepotatosoftware.com/blog/files/2d8d7d1161ef2c42ddb9de41032cc7a4-44.html); Apple
    /// documents only that the default item shows the controller's title
    /// (`UITabBarController.h`: "Automatically created lazily with the view controller's
    /// title if it's not set explicitly"). Setting an item on the navigation controller, as
    /// Apple's samples do, works either way.
    public static let navigationControllerTabBarItemFromRoot = true

    /// A navigation transition starts on the next run-loop turn, a presentation inside
    /// `present`. Source: objc.io issue 15, "User Interface Testing" (2014).
    static let presentationStartsSynchronously = true

    /// An animated push, pop or `setViewControllers` on a navigation controller in a window
    /// makes its transition coordinator at once, so `nav.transitionCoordinator` is non-nil
    /// right after the call returns, as apps rely on in UIKit
    /// (`push…; nav.transitionCoordinator?.animate(alongsideTransition:completion:)`); the
    /// callbacks still start on the next turn (chosen). Source: the usual answer to
    /// "completion handler for pushViewController" (codemia.io's write-up), which only works
    /// if the coordinator exists when the call returns; no device log.
    static let coordinatorExistsRightAfterAnimatedCall = true

    /// The root of a navigation controller that appears for the first time reports
    /// `isMovingToParent == true`. Source: bamboo-hero.com "is-moving-to-from-parent"
    /// (2021).
    static let firstAppearanceInNavigationIsMovingToParent = true

    /// During an interactive pop the stack already excludes the leaving screen (chosen: no
    /// public evidence).
    static let interactivePopRemovesTopAtStart = true

    /// `viewIsAppearing(_:)` follows every `viewWillAppear(_:)` of a navigation or
    /// presentation transition in the same turn, including the re-appearance of a
    /// cancelled swipe (chosen: the older write-ups of the swipe-back's callbacks predate
    /// `viewIsAppearing`). The iOS 17.4 and 18.2 simulator consoles in
    /// VAndrJ/awesome-apple-bugs show `viewIsAppearing` right after `viewWillAppear` at
    /// launch; for animated transitions: no public evidence.
    static let viewIsAppearingFollowsWillAppearInTransitions = true

    /// The navigation delegate's `willShow` is sent at the start of every navigation
    /// transition, an interactive one included (UIKit sends it even when the swipe is later
    /// cancelled); `didShow` only when it completes. Source: rdar 21137690
    /// (lionheart/openradar-mirror #1114, #10046); Plasma/BufferedNavigationController #5.
    static let willShowForInteractivePop = true

    /// Dismissing from the middle of a chain removes the intermediate presented
    /// controllers without appearance callbacks (chosen: no public evidence).
    static let chainDismissalSkipsIntermediateCallbacks = true

    /// `presentedViewController` / `presentingViewController` keep pointing at a
    /// controller being dismissed while the dismissal runs and in its will-callbacks, and
    /// are already `nil` in its did-callbacks (the dismissed controller's
    /// `viewDidDisappear`, the presenter's `viewDidAppear`) and its completion.
    /// Source: microsoft/WinObjC issue #2114 and PR #2195 ("presentingViewController should
    /// be nil on viewDidDisappear: of the modal", aligned with iOS, with its test).
    static let dismissalLinksClearBeforeDidCallbacks = true

    /// `popToViewController` / `popToRootViewController` send `willMove(toParent: nil)` to
    /// the removed controllers in stack order, bottom first (chosen: no public evidence).
    static let popToWillMoveOrderIsBottomFirst = true

    /// `dismiss` with nothing to dismiss runs its completion on the next turn (chosen):
    /// no public evidence.
    static let emptyDismissRunsCompletionNextTurn = true

    /// The iOS version a new scene follows where versions differ: iOS 18, the newest with
    /// evidence (`makeKeyAndVisible()` then a push in the same turn shows only the pushed
    /// screen; the root never loads). Source: the iOS 18.2 and iOS 17.4 simulator consoles of
    /// VAndrJ/awesome-apple-bugs, `Bugs/LifeCyclePushedViewController` (2025). A scene can
    /// follow iOS 17.4 instead with `scene.headless.iOSVersion = .iOS17`.
    static let defaultIOSVersion = HeadlessIOSVersion.iOS18

    /// An animated push on a navigation controller that is not in a window changes
    /// `viewControllers` on the next run-loop turn, not inside the call. Source:
    /// masilotti.com newsletter edition V; Jon Reid, *iOS Unit Testing by Example* ("execute
    /// the run loop before any assertions").
    static let animatedPushOffWindowAppliesOnNextTurn = true

    /// A controller presented in the launch turn (before the window's first layout) reports
    /// `isBeingPresented == true` in the appearance callbacks of that first layout (chosen:
    /// no public evidence).
    static let launchPresentationIsBeingPresented = true

    /// A direct call of `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` or
    /// `viewDidDisappear` (one that did not come from UIKit's appearance machinery, which
    /// `beginAppearanceTransition` / `endAppearanceTransition` drive) records UIKit's
    /// "[ViewController] Calling -viewWillAppear: directly on a view controller is not
    /// supported, …" warning. Source: console lines of iOS 15 and 16 quoted in
    /// LeoNatan/LNPopupController #521 (2022).
    static let directAppearanceCallsAreReported = true

    /// `setViewControllers(_:animated:)` sends neither `willMove(toParent: nil)` nor
    /// `didMove(toParent: nil)` to the old top it removes; hidden entries it removes get both
    /// (chosen). Source: rdar 18002763 (2014, still open in lionheart/openradar-mirror
    /// #3350 / #12177); no later source confirms or refutes it.
    static let setViewControllersSkipsContainmentCallbacksOfRemovedTop = true

    /// A push while a navigation transition runs (or an animated one is about to start) logs
    /// "nested push animation can result in corrupted navigation bar" at once and, when the
    /// running transition ends, "Finishing up a navigation transition in an unexpected
    /// state. Navigation Bar subview tree might get corrupted." Source: console lines
    /// pasted in the README of KTJPushQueueForNavigation (iOS 7.1). Checked against iOS 18+:
    /// no public iOS 18 or 26 log shows the lines or their absence (the newest public quotes
    /// are HeroTransitions/Hero #638, 2019, and nalexn/clean-architecture-swiftui #6, 2020),
    /// so every profile keeps them (``programmaticCallsMidTransitionUnchanged``).
    static let nestedPushLogsBothLines = true

    /// How many run-loop tasks `runUntilIdle()` runs before it gives up and records a
    /// diagnostic (work that keeps scheduling more work forever). Not a UIKit behaviour but a
    /// safety limit of the test driver, so no public evidence applies.
    static let runUntilIdleTaskLimit = 1_000_000

    // MARK: - UIKit API beyond the view-controller core

    /// The traits HeadlessUIKit runs with: an iPhone in portrait, light mode, compact width,
    /// regular height, 3× scale, left to right (chosen: the idiom every other choice here
    /// assumes, e.g. popovers and action sheets shown as sheets).
    public static let traits = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceIdiom: .phone),
        UITraitCollection(userInterfaceStyle: .light),
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(displayScale: 3),
        UITraitCollection(layoutDirection: .leftToRight),
    ])

    /// An alert action's handler runs once the alert's dismissal has ended, so that it can
    /// present another controller from the alert's presenter (chosen: Apple's documentation
    /// of `UIAlertAction.init(title:style:handler:)` says only "A block to execute when the
    /// user selects the action").
    public static let alertHandlerRunsAfterDismissal = true

    /// `show(_:sender:)` with no controller up the hierarchy that handles it presents from
    /// the controller it was called on (Apple's documentation says "the window's root view
    /// controller"; presenting from the receiver reaches the same presenter for full-screen
    /// styles and also works when the root is already presenting; chosen).
    public static let showWithoutTargetPresentsFromReceiver = true

    /// Custom animators (`transitioningDelegate`, the navigation and tab bar delegates'
    /// `animationController…` methods) are not asked for: every transition keeps
    /// HeadlessUIKit's duration and callback order. A `.custom` presentation does use the
    /// transitioning delegate's presentation controller, and every presentation controller
    /// hears `presentationTransitionWillBegin` / `…DidEnd` and `dismissalTransitionWillBegin`
    /// / `…DidEnd` around its transitions (chosen: animators drive timing HeadlessUIKit
    /// already fixes).
    public static let customAnimatorsAreNotRun = true

    /// `requestGeometryUpdate(_:errorHandler:)` is recorded (`scene.headless.geometryRequests`)
    /// and never rotates the scene: HeadlessUIKit's iPhone stays in portrait and
    /// `effectiveGeometry` keeps reporting it. A request none of whose orientations the
    /// deciding controller (the root, or the top-most controller presented full screen)
    /// supports calls the error handler with `UISceneError` code 101
    /// (`geometryRequestDenied`) on the next run-loop turn; any other request calls nothing.
    /// Sources: Apple's documentation of `requestGeometryUpdate(_:errorHandler:)` ("The
    /// system may call the error handler asynchronously"), of `supportedInterfaceOrientations`
    /// (the root or top-most full-screen controller decides) and the device error quoted in
    /// capawesome-team/capacitor-plugins#100 ("Error Domain=UISceneErrorDomain Code=101 None
    /// of the requested orientations are supported by the view controller"). That an
    /// accepted request does not rotate is chosen (HeadlessUIKit models no rotation).
    public static let geometryRequestsDoNotRotate = true

    /// Whether a scene has size restrictions: no, `UIWindowScene.sizeRestrictions` is `nil`
    /// because an iPhone's scenes cannot be resized.
    /// Source: Apple's documentation of `UISceneSizeRestrictions` ("The system provides this
    /// object only when it supports variable-sized windows") and of `sizeRestrictions` ("If
    /// the value of this property is nil, the system doesn't allow you to set window size
    /// restrictions").
    public static let sceneSizeRestrictionsOnPhone = false

    /// The text of `UIContentUnavailableConfiguration.loading()`: "Loading…" under its
    /// activity indicator (chosen: Apple's documentation shows the loading placeholder but
    /// not its text).
    public static let contentUnavailableLoadingText = "Loading\u{2026}"

    /// The text of `UIContentUnavailableConfiguration.search()`: "No Results" (chosen: the
    /// text of SwiftUI's `ContentUnavailableView.search`, its counterpart; Apple's UIKit
    /// documentation says only "the default configuration for searches that return no
    /// results").
    public static let contentUnavailableSearchText = "No Results"

    /// The secondary text of `UIContentUnavailableConfiguration.search()`, as in SwiftUI's
    /// `ContentUnavailableView.search` (chosen, as ``contentUnavailableSearchText``).
    public static let contentUnavailableSearchSecondaryText =
        "Check the spelling or try a new search."

    /// A view controller's `updateContentUnavailableConfiguration(using:)` runs in the
    /// properties-update pass before layout, right after its `updateProperties()`: once as it
    /// first appears (before `viewIsAppearing(_:)`), then on the run-loop turn after each
    /// `setNeedsUpdateContentUnavailableConfiguration()` (several calls in one turn make one
    /// update). Source: Apple's documentation of
    /// `updateContentUnavailableConfiguration(using:)` ("Don't call this method directly.
    /// Instead, call setNeedsUpdateContentUnavailableConfiguration() to tell the system to
    /// request an update"); the first update as it appears and its place in the pass are
    /// chosen (no public evidence), following `updateProperties()`.
    static let contentUnavailableUpdateRunsWithPropertiesUpdate = true
}
