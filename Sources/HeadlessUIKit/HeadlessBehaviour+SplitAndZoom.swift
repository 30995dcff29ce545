import Foundation

// MARK: - Split views, zoom transitions and the content swipe-back

extension HeadlessBehaviour {
    // MARK: Split view controller

    /// `setViewController(_:for:)` wraps a controller that is not a navigation controller in
    /// one, except for the compact column. Source: `UISplitViewController.h` ("If the vc is
    /// not a UINavigationController, one will be created, except for
    /// UISplitViewControllerColumnCompact").
    public static let columnControllersAreWrappedInNavigationControllers = true

    /// `viewController(for:)` returns the controller that was set, not the navigation
    /// controller that wraps it; `viewControllers` and `children` hold the wrappers (chosen:
    /// Apple's documentation says only "The corresponding child view controller object",
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)).
    public static let viewControllerForColumnReturnsTheGivenController = true

    /// Collapsed, the columns form a stack, primary at the bottom: `show(_:)` pushes the
    /// column and the columns between, or pops those above it; `hide(_:)` pops the top
    /// column, never the primary. Source: the comment above `-hideColumn:` /
    /// `-showColumn:` in `UISplitViewController.h`. In a column-style split view controller
    /// without a compact column that stack is the primary navigation controller's
    /// (``collapsedSecondaryIsNestedInThePrimaryStack``); with a compact column, or in a
    /// classic one, the top column's own controller shows.
    public static let collapsedColumnsAreAStack = true

    /// A collapsed column-style split view controller without a compact column shows one
    /// stack, the primary column's navigation controller: the navigation controllers of the
    /// columns above the primary one up to the top column (the supplementary one, then the
    /// secondary one) are nested in its stack, so that its `viewControllers` reads
    /// `[Sidebar, secondaryNavigationController]`, the nested one's `parent` is the primary
    /// navigation controller, and the screens keep their own `navigationController`.
    /// Collapsed, `show(.secondary)` pushes the secondary navigation controller on the
    /// primary one (animated, a push's callbacks), `hide(.secondary)` pops it, a push from a
    /// screen of the secondary column goes onto the nested stack, and the back button (or a
    /// swipe) of the primary navigation controller pops the nested one, which shows the
    /// primary column again. Expanding takes every nested navigation controller back out
    /// into its column (one the user popped included); a collapse or an expansion moves
    /// only the screens whose visibility changes, with the callbacks of
    /// ``collapseCallbackOrder``. The primary navigation controller takes no other
    /// navigation controller (`Pushing a navigation controller is not supported`).
    /// Sources: woocommerce-ios pull request 17778
    /// (https://github.com/woocommerce/woocommerce-ios/pull/17778): "When the split view
    /// collapses to a single column […] UIKit can present the two columns as one navigation
    /// flow by pushing the *secondary navigation controller* into the *primary navigation
    /// stack*. One navigation controller ends up nested inside the other"; pull request
    /// 17740 (https://github.com/woocommerce/woocommerce-ios/pull/17740): "In collapsed
    /// layouts, UIKit temporarily wraps and transfers that secondary stack"; the classic
    /// default it continues, Apple's delegate documentation quoted by malcolmhall.com
    /// (2017): "the UINavigationController class responds by pushing the secondary view
    /// controller onto its navigation stack", and on expanding "by popping and returning the
    /// view controller from the top of its navigation stack". Chosen (no public evidence):
    /// the supplementary column of a triple-column split view controller is nested the same
    /// way below the secondary one; a back tap on the primary navigation controller that
    /// pops a nested column is the navigation controller's own pop, with no column callbacks
    /// (the driver's `userHide(.secondary)` is the announced one); the nested navigation
    /// controllers get `willMove`/`didMove(toParent:)` when they move.
    public static let collapsedSecondaryIsNestedInThePrimaryStack = true

    /// A collapsed column-style split view controller's `viewControllers` lists one
    /// controller: the compact column's if one is set, else the primary column's navigation
    /// controller; `children` lists the columns' controllers whose parent it is (not a
    /// nested one). Source: Apple's documentation of `viewControllers`
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers):
    /// "When the split view interface is collapsed, this property contains only one view
    /// controller. If a view controller is set for the UISplitViewController.Column.compact
    /// column, this property contains that view controller. Otherwise, this property
    /// contains the primary view controller"; `isCollapsed`: "After it has been collapsed,
    /// the split view controller reports having only one child view controller in its
    /// viewControllers property". A classic split view controller lists its primary
    /// controller alone too (``classicCollapsePushesTheSecondaryOnAPrimaryNavigation``).
    public static let collapsedViewControllersListsOne = true

    /// Collapsed, a column-style split view controller with a controller set for the
    /// `.compact` column shows that controller instead of the other columns (which leave
    /// the screen, announced with `willHide`, the compact one with `willShow`), and nests
    /// nothing. Source: Apple's documentation of `UISplitViewController.Column.compact`
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact):
    /// "If a view controller is set for this column, that view controller is shown when
    /// isCollapsed is true", and of `isCollapsed`: "In a column-style split view interface,
    /// if this property is true and the split view controller has a view controller set for
    /// its UISplitViewController.Column.compact column, the interface displays that view
    /// controller."
    public static let compactColumnShowsWhenCollapsed = true

    /// Expanded, `show(_:)` and `hide(_:)` of the secondary column, of a column already
    /// shown (hidden), and of the compact column are ignored silently. Source:
    /// `UISplitViewController.h` ("ignored for the Secondary column; ignored when the column
    /// is already visible"; "do not accept the Compact column").
    public static let showHideOfSecondaryIsIgnored = true

    /// `setViewController(_:for:)` with a column the style does not have (`.supplementary`
    /// on a double-column split view controller) records a console diagnostic and is
    /// ignored; `show(_:)`/`hide(_:)` of such a column are ignored silently (chosen: no
    /// public evidence of UIKit's console wording; the header says the supplementary column
    /// is "Valid for UISplitViewControllerStyleTripleColumn only").
    public static let missingColumnIsIgnoredWithDiagnostic = true

    /// When a split view controller collapses, the delegate is proposed `.secondary` as the
    /// top column (chosen: the usual iPhone complaint "the split view opens on the detail"
    /// and its usual fix, returning `.primary` from
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, e.g. the public
    /// gist RenGate/4df8a3ccc366d17e1467dc0a03805dd0; Apple's documentation of the method
    /// does not say which column it proposes).
    public static let proposedTopColumnForCollapsing = UISplitViewController.Column.secondary

    /// The delegate's `splitViewController(_:willShow:)` / `willHide` (and iOS 26's
    /// `didShow` / `didHide`) are sent for column changes the system or the user makes (a
    /// swipe, the sidebar button: the driver's `userShow(_:)` / `userHide(_:)`; a collapse or
    /// an expansion), never for a programmatic `show(_:)` / `hide(_:)` or a change of
    /// `preferredDisplayMode`; `willChangeTo(displayMode)` still is. Source: Apple's
    /// documentation of `splitViewController(_:willHide:)` ("The split view controller calls
    /// this method when the system is preparing to hide one of its columns; for example, when
    /// a person rotates the device. The system doesn’t call this method when you hide a
    /// column programmatically",
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:)),
    /// and the same words in `willShow`, `didShow` and `didHide`
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:)).
    /// `didShow`/`didHide` exist from iOS 26 (`API_AVAILABLE(ios(26.0))` in the iOS 26.2
    /// SDK's `UISplitViewController.h`); before, only the will-callbacks are sent.
    public static let programmaticShowAndHideAreNotAnnounced = true

    /// The first profile whose split view controller sends its delegate
    /// `splitViewController(_:didShow:)` and `splitViewController(_:didHide:)`: iOS 26. Under
    /// ``Profile/iOS17`` and ``Profile/iOS18`` only `willShow` / `willHide` (iOS 14+) are sent
    /// for the same changes. Source: the iOS 26.2 SDK's `UISplitViewController.h` declares the
    /// two did-methods `API_AVAILABLE(ios(26.0))` and the will-methods
    /// `API_AVAILABLE(ios(14.0))`; Apple's documentation of
    /// `splitViewController(_:didShow:)` lists "iOS 26.0+"
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:)).
    public static let columnDidShowAndDidHideFrom = Profile.iOS26

    /// A collapse or an expansion is system-driven, so the delegate hears the column changes:
    /// after `topColumnForCollapsingToProposedTopColumn` (or `displayModeForExpanding…`),
    /// `willHide` for each column that leaves the screen and `willShow` for each that
    /// arrives, then the columns' will-appearance callbacks, then
    /// `splitViewControllerDidCollapse` / `…DidExpand`; on the next turn the did-appearance
    /// callbacks, then `didHide` / `didShow`. The first collapse at launch (settling against
    /// the window's traits) is no change of columns and sends none. Source: the documentation
    /// quoted in ``programmaticShowAndHideAreNotAnnounced`` ("for example, when a person
    /// rotates the device"); the order among them: chosen, no public callback log.
    public static let collapseAnnouncesItsColumnChanges = true

    /// `showDetailViewController(_:sender:)` asks the delegate's
    /// `splitViewController(_:showDetail:sender:)` first and `show(_:sender:)` its
    /// `splitViewController(_:show:sender:)`: `true` means the delegate handled it and the
    /// split view controller does nothing more. Source: `UISplitViewController.h` (iOS 26.2
    /// SDK): "Return YES to indicate that you've handled the action yourself; return NO to
    /// cause the default behavior to be executed."
    public static let splitShowAsksTheDelegateFirst = true

    /// `.automatic` display mode: `.oneBesideSecondary` for two columns,
    /// `.twoBesideSecondary` for three (chosen: an iPad in landscape, which HeadlessUIKit's
    /// regular width stands for; UIKit decides from the width, which HeadlessUIKit does not
    /// lay out).
    public static let automaticDisplayModeShowsEveryLeadingColumn = true

    /// `.automatic` split behaviour is `.tile` (chosen, as above).
    public static let automaticSplitBehaviorTiles = true

    /// Duration of an animated column change (`show(_:)`/`hide(_:)`, or a collapsed push
    /// or pop of a column): a navigation transition's, 0.35 s (chosen: no public evidence).
    public static let splitColumnDuration: TimeInterval = navigationDuration

    /// Column changes send their appearance callbacks in push order: leaving columns
    /// will-disappear, arriving ones will-appear (and is-appearing), then after the duration
    /// leaving did-disappear and arriving did-appear; `willHide`/`willShow` before,
    /// `didHide`/`didShow` (iOS 26) after. A collapse or expansion runs the same, not
    /// animated (did-callbacks on the next turn), inside the size-class transition
    /// (``sizeClassChangeIsATransition``), and `splitViewControllerDidCollapse` /
    /// `…DidExpand` come right after the will-callbacks (chosen: Apple's documentation says
    /// only that didCollapse comes "after its interface has collapsed, meaning that
    /// isCollapsed is true",
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)).
    public static let collapseCallbackOrder = true

    /// A change of the window's horizontal size class
    /// (`window.headless.setHorizontalSizeClass(_:)`) is a transition with a coordinator,
    /// in this order:
    /// 1. `willTransition(to:with:)` reaches every controller, parents first (the window's
    ///    root and each presented controller, which forward it to their children as the
    ///    default implementation does); `traitCollection` is still the old one and
    ///    `transitionCoordinator` is non-nil from here until the completion blocks ran.
    ///    Source: Apple's documentation of `willTransition(to:with:)` ("UIKit calls this
    ///    method before changing the current object's traits and before calling the
    ///    traitCollectionDidChange(_:) method of any affected views and view controllers",
    ///    https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:))
    ///    and `UIViewController.h` ("you should either call super to propagate the change
    ///    to children or manually forward the change to children").
    /// 2. The traits change; `traitCollectionDidChange(_:)` reaches every controller,
    ///    parents first (chosen: before the alongside animations, as the traits are set
    ///    when the animations begin; no public log shows the two together).
    /// 3. The coordinator's alongside animations run. A split view controller collapses or
    ///    expands in the one its `willTransition(to:with:)` registered: the delegate's
    ///    `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (or
    ///    `displayModeForExpandingToProposedDisplayMode`), the columns' will-appearance
    ///    callbacks, then `splitViewControllerDidCollapse(_:)` / `…DidExpand(_:)`. Source: a
    ///    UIKit backtrace where the split view controller's collapse work
    ///    (`-[UISplitViewController _separateMasterAndDetailWithTransitionCoordinator:]`)
    ///    runs under `-[UISplitViewController
    ///    _animateTransitionFromTraitCollection:withTransitionCoordinator:]` from
    ///    `-[_UIViewControllerTransitionCoordinator _applyBlocks:releaseBlocks:]`
    ///    (wordpress-mobile/WordPress-iOS pull request 5802, a classic split view; chosen
    ///    for the column style too).
    /// 4. Next turn: the leaving columns' views leave the window, the did-appearance
    ///    callbacks run, and then the coordinator's completion blocks (chosen: a trait
    ///    change is not animated here, so its transition ends on the next turn, like any
    ///    unanimated transition of contract rule 0.2).
    ///
    /// A second change in the same turn, before the first one's completion, gives the
    /// controllers still holding the first one's coordinator its own coordinator, which ends
    /// after its columns' did-callbacks: `transitionCoordinator` stays non-nil until the last
    /// change's columns are in place (chosen: one size transition at a time, as a window has
    /// one size; a transition already running for another reason, such as a presentation,
    /// keeps its coordinator).
    public static let sizeClassChangeIsATransition = true

    /// The inspector column (iOS 26) starts hidden; expanded, `show(.inspector)` adds it
    /// beside the secondary column; collapsed, it is pushed on the column stack above the
    /// secondary one. Source: Apple's documentation of `UISplitViewController.Column
    /// .inspector` ("The column for the inspector, or trailing, view controller. By default,
    /// the split view controller hides the inspector column. To show the inspector column,
    /// call show(_:)",
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector),
    /// and WWDC25 session 282 "Make your UIKit app more flexible"
    /// (https://developer.apple.com/videos/play/wwdc2025/282/, "first-class support for
    /// inspector columns"); how UIKit shows it in a compact width is not documented (chosen).
    public static let inspectorStartsHidden = true

    /// Formerly: collapsed, `showDetailViewController(_:sender:)` with a navigation
    /// controller pushed the screen that navigation controller shows. It now nests the
    /// navigation controller itself, as UIKit does
    /// (``collapsedShowDetailNestsANavigationController``); `false`.
    public static let collapsedShowDetailPushesTheShownScreen = false

    /// Collapsed, `showDetailViewController(_:sender:)` (after the delegate's
    /// `splitViewController(_:showDetail:sender:)` answered `false`) goes to the navigation
    /// controller the user sees, which pushes the controller shown; a navigation controller
    /// is nested in that stack as it is. In a column-style split view controller without a
    /// compact column, that navigation controller becomes the secondary column and takes
    /// the old secondary navigation controller's place in the primary stack (pushed, animated,
    /// when the old one was not there), so that an expansion puts it in the secondary column;
    /// with a compact column, it is set as the secondary column, off screen. In a classic
    /// split view controller, the primary navigation controller pushes it (the detail of the
    /// master-detail template), and a primary controller that is no navigation controller
    /// presents it. Sources: Apple's documentation of
    /// `UISplitViewController.showDetailViewController(_:sender:)`
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)):
    /// "If the delegate doesn’t show the view controller, the split view controller forwards
    /// the message to the view controller being replaced. For example, a navigation
    /// controller responds by pushing `vc` onto its navigation stack. If no other object
    /// shows the view controller […] In a horizontally compact environment, the split view
    /// controller presents `vc` modally"; woocommerce-ios pull request 17778 (one navigation
    /// controller nested in the other, ``collapsedSecondaryIsNestedInThePrimaryStack``).
    /// Chosen: the column-style replacement of the secondary column (Apple's page says only
    /// "Presents the specified view controller as the secondary view controller").
    public static let collapsedShowDetailNestsANavigationController = true

    /// A classic split view controller (`style == .unspecified`) collapses by asking its
    /// delegate's `splitViewController(_:collapseSecondary:onto:)`; `true` means the delegate
    /// handled it. Otherwise the primary controller's `collapseSecondaryViewController(_:for:)`
    /// runs: a `UINavigationController` pushes the secondary controller on its stack (not
    /// animated, `willMove`/`didMove(toParent:)` only; the secondary stays on screen and the
    /// primary's covered top disappears), any other controller does nothing. A secondary
    /// controller no stack took is discarded (it leaves, `willMove`/`didMove(toParent: nil)`)
    /// and only remembered weakly. Collapsed, `viewControllers` lists the primary controller
    /// alone. On expansion, the delegate's `splitViewController(_:separateSecondaryFrom:)`
    /// names the secondary controller, else the primary's
    /// `separateSecondaryViewController(for:)`: a navigation controller pops its top (when it
    /// holds more than its root) and returns it, any other controller (and a navigation
    /// controller with its root alone) returns the previous secondary controller if it still
    /// exists. It goes into the secondary column: a controller that was on screen stays, and
    /// the primary navigation controller's own top appears again. No column-style delegate
    /// method is sent (`willHide`/`willShow`, `splitViewControllerDidCollapse`/`…DidExpand`,
    /// `topColumnForCollapsing…`). Sources: Apple's documentation of
    /// `splitViewController(_:collapseSecondary:onto:)`
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:)):
    /// "When you return false, the split view controller calls the
    /// collapseSecondaryViewController(_:for:) method of the primary view controller […] Most
    /// view controllers do nothing by default, but the UINavigationController class responds
    /// by pushing the secondary view controller onto its navigation stack"; of
    /// `splitViewController(_:separateSecondaryFrom:)`: "Most view controllers do nothing by
    /// default but the UINavigationController class responds by popping and returning the
    /// view controller from the top of its navigation stack"; of
    /// `UIViewController.separateSecondaryViewController(for:)`: "The previous secondary view
    /// controller is returned"; of `viewControllers`: "When the split view interface is
    /// collapsed, this property contains only one view controller"; of
    /// `splitViewControllerDidCollapse(_:)` and the column methods: "This delegate method only
    /// applies to column-style split view interfaces". Chosen: the collapse and expansion are
    /// not animated and come in the size-class change's alongside animation, as the column
    /// style's; `primaryViewController(forCollapsing:)` / `(forExpanding:)` are not asked.
    public static let classicCollapsePushesTheSecondaryOnAPrimaryNavigation = true

    /// A classic split view controller collapses through its delegate's
    /// `splitViewController(_:collapseSecondary:onto:)` (see
    /// ``classicCollapsePushesTheSecondaryOnAPrimaryNavigation`` for the whole collapse).
    /// Source: `UISplitViewController.h` (the delegate "Return YES to prevent UIKit from
    /// applying its default behavior").
    public static let classicCollapseAsksCollapseSecondary = true

    /// Collapsed with nesting, `setViewController(_:for: .primary)` moves the nested columns'
    /// navigation controllers from the old primary navigation controller's stack to the top
    /// of the new one's (`willMove`/`didMove(toParent:)` only): the column shown stays on
    /// screen without appearance callbacks, the old primary screens (covered) leave without
    /// any, the new root is covered and does not appear; an expansion then takes the columns
    /// back from the new primary navigation controller. With no nested column (the primary
    /// column on top), the old primary disappears and the new one appears, as any column's
    /// replacement. Chosen: no public evidence says what UIKit does with the nested stack when
    /// the primary column is replaced while collapsed; this keeps the user's screen and
    /// leaves no column in a navigation controller outside the split view controller.
    public static let replacingANestingPrimaryKeepsTheNestedColumns = true

    /// During a collapse, `isCollapsed` reads `false` while the delegate is asked
    /// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, a classic split
    /// view controller's `splitViewController(_:collapseSecondary:onto:)`) and told
    /// `willHide`/`willShow`, and during the columns' will-appearance callbacks; it reads
    /// `true` from `splitViewControllerDidCollapse(_:)` on (a classic split view controller,
    /// which is not told that, after its will-appearance callbacks). An expansion likewise:
    /// `true` through `displayModeForExpanding…` and `willShow`/`willHide`, `false` from
    /// `splitViewControllerDidExpand(_:)` on. The internal layout (`viewControllers`, the
    /// nested stack) has changed already. The first collapse at launch reads the window's
    /// size class from the start (chosen, unchanged: code reads `isCollapsed` before the
    /// first appearance; commandshift.co.uk's "Understanding split view controller" (2016)
    /// says instead that a split view controller "assumes it is in a non-collapsed state"
    /// until "it is added to the window"). Sources: Apple's documentation of `isCollapsed`
    /// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed):
    /// "During a transition from an expanded to a collapsed interface, the value of this
    /// property is false until after the collapse transition finishes and all of the
    /// relevant delegate methods have been called. Similarly, when transitioning back to an
    /// expanded interface, the value is true until the transition finishes"; of
    /// `splitViewControllerDidCollapse(_:)`: "The split view controller calls this method
    /// after its interface has collapsed, meaning that isCollapsed is true", and of
    /// `splitViewControllerDidExpand(_:)`: "… after its interface has expanded, meaning that
    /// isCollapsed is false". Chosen (no public device log of its value inside each
    /// callback): the two are read together, so the value changes right before the did-
    /// callback, which comes after the will-callbacks and before the did-appearance ones
    /// (``collapseCallbackOrder``); the same under every profile.
    public static let isCollapsedChangesAfterTheDelegateQuestions = true

    /// A collapse or an expansion (the window's horizontal size class changing) first
    /// completes at once a push or pop that a column's navigation controller runs in code:
    /// its did-callbacks, `didShow` and coordinator completions come first, then the collapse
    /// or expansion starts from the settled columns, with its usual callbacks. A transition
    /// the user's finger drives keeps running. Chosen: no public evidence says how UIKit
    /// orders a size change against a running column transition; this keeps every
    /// controller's appearance balanced (before, the primary column's old top heard
    /// `viewWillDisappear` twice, and the nested secondary column appeared again though it
    /// never left), and it is how iOS 26 treats a running push the user interrupts
    /// (``userInterruptionCompletesRunningTransition``). The pop or the push of a nested
    /// column asked for in the same turn, whose transition would start on the next one, starts
    /// and completes the same way
    /// (chosen too: otherwise a collapsed `show(.primary)` followed by an expansion in one
    /// turn left the popped secondary column's navigation controller in no parent, in the
    /// window, and a sheet presented from it was not the root's `presentedViewController`;
    /// and a collapsed `show(.secondary)` followed by an expansion in one turn left the
    /// secondary column's top screen out of the window, never loaded, though every expanded
    /// display mode but `.secondaryOnly` shows the sidebar with the secondary column, even
    /// `.oneOverSecondary`: "One sidebar is layered on top of the secondary view controller,
    /// leaving the secondary view controller partially visible",
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/oneoversecondary).
    public static let sizeChangeCompletesRunningColumnTransitions = true

    // MARK: Zoom and other preferred transitions

    /// A push or presentation with `preferredTransition` keeps the callbacks and duration of
    /// a plain one; a navigation controller ignores the non-zoom transitions. Source:
    /// `UIViewController.h` ("UINavigationController supports the .zoom transition, but not
    /// the .coverVertical transition"); durations chosen.
    public static let zoomKeepsTransitionTiming = true

    /// A zoom whose source view provider returns `nil` (the source view is gone) falls back
    /// to the default animation; nothing else changes and nothing is logged. Source: Apple's
    /// documentation of `zoom(options:sourceViewProvider:)` (the provider is called "when it
    /// presents and when it dismisses" and returns `UIView?`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:));
    /// the fallback itself is chosen: no Apple text found says what a `nil` source view
    /// does (the article below says only that platforms without the zoom use "the default
    /// transitions"). No crash either way.
    public static let zoomWithoutSourceViewFallsBack = true

    /// The interactive zoom dismissal of a pushed controller runs the callbacks of an
    /// interactive pop and that of a presented one those of a sheet's swipe-down,
    /// the presentation controller delegate's `…WillDismiss` / `…DidDismiss` included, for
    /// any presentation style (chosen: Apple's article "Enhancing your app with fluid
    /// transitions" calls the zoom "continuously interactive": people "can stop the
    /// transition or drag it to slow it down or reverse it",
    /// https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions;
    /// no public callback log).
    public static let zoomDismissRunsSwipeCallbacks = true

    /// The content swipe-back (iOS 26) begins only when `interactiveContentPopGestureRecognizer`
    /// is enabled; disabling the edge recogniser does not stop it (chosen:
    /// `UINavigationController.h` calls it a separate recogniser for "cases that are not
    /// covered by the interactive pop gesture recognizer").
    public static let contentPopIgnoresEdgeRecognizer = true

    /// iOS 17's trait-change handlers (`registerForTraitChanges(_:handler:)`) run when a
    /// watched system trait really changes, with the previous trait collection: when
    /// `traitOverrides` of the environment or an ancestor change (at once, top-down: a
    /// controller before its view, a view before its subviews), and on a window's horizontal
    /// size-class change, after every controller's `traitCollectionDidChange(_:)` and before
    /// the split views' alongside animation. Changing `traitOverrides` does not call
    /// `traitCollectionDidChange(_:)`. Only the six system traits HeadlessUIKit's trait
    /// collections hold are watched; custom `UITraitDefinition`s can be overridden but are
    /// not part of trait collections. Source: WWDC23 "Unleash the UIKit trait system"
    /// (handlers replace `traitCollectionDidChange`, run only for changes of registered
    /// traits); the order against the older callback and the animation: chosen.
    public static let traitChangeHandlersRunForRealChangesOnly = true
}
