import Foundation

// Choices for iOS 18's `UITab` tab bars and iOS 26's bars and properties updates.
extension HeadlessBehaviour {
    /// Setting `UINavigationItem.subtitle` clears `attributedSubtitle`, as setting `UILabel`'s
    /// `text` replaces its `attributedText`; while `attributedSubtitle` is set, `subtitle`
    /// reads its characters. Source: `UINavigationItem.h` ("If `attributedSubtitle` is
    /// non-nil, this property just returns the `String` representation of the
    /// `attributedString`"); what setting `subtitle` does then: chosen, no public evidence.
    public static let settingSubtitleClearsAttributedSubtitle = true

    /// A tab's provider runs when its view controller is first needed and not before: for a
    /// root tab, when it is first selected (at `setTabs` for the tab selected then) or when
    /// code reads `tab.viewController`; never again once it returned a controller. Reading
    /// `viewControllers` does not run providers: it lists the root controllers made so far.
    /// Source: `UITab.h` ("The view controller provider is called when a view controller is
    /// requested and is currently nil"); when UIKit requests it: chosen, no public evidence.
    public static let tabViewControllerResolvedWhenFirstShown = true

    /// A user's tap on a `UITab` asks `tabBarController(_:shouldSelectTab:)` and then the
    /// older `tabBarController(_:shouldSelect:)` with the root tab's view controller, and
    /// reports `tabBarController(_:didSelectTab:previousTab:)` and then
    /// `tabBarController(_:didSelect:)`. Source: Apple developer forums thread 831295 (on
    /// iOS 26 the view-controller methods still fire for a tab bar of `UITab`s; iOS 27 betas
    /// stopped calling them); the order of the pairs: chosen, no public evidence.
    public static let tabTapCallsTabMethodsThenViewControllerMethods = true

    /// Selecting, by code, a tab that is not in the tab bar controller's tree (or is hidden),
    /// and setting a group's `selectedChild` to a tab that is not its child, do nothing and
    /// record nothing (chosen: `UITabBarController.h` and `UITabGroup.h` only say "The tab
    /// must be part of `children`"; no public evidence of an exception).
    public static let selectingAForeignTabIsIgnored = true

    /// A tap (the driver's `tap(identifier:)`) on a tab the user cannot reach (an unknown
    /// identifier, a hidden or disabled tab or ancestor, a tab in neither the tab bar nor a
    /// shown sidebar) does nothing: there is nothing to tap on a device.
    public static let tapOnAnUnreachableTabDoesNothing = true

    /// A tab group without a `managingNavigationController` changes only `selectedTab` when
    /// one of its children is selected; the shown view controller is the root tab's. With
    /// one, the navigation controller is shown for the group and its stack is the selected
    /// path's view controllers. Source: Apple Frameworks Engineer, developer forums thread
    /// 761231 ("By default, UITabBarController will only change the view controller for root
    /// tabs"; "selecting Tab B2 will create a navigation stack of GroupAVC → GroupBVC →
    /// TabB2VC").
    public static let tabGroupManagesOnlyWithNavigationController = true

    /// Selecting a group selects its `selectedChild`, else the child named by
    /// `defaultChildIdentifier`, else its first child, down to a leaf (unless the group is a
    /// sidebar destination). Source: `UITabGroup.h` (`defaultChildIdentifier`: "The default
    /// child tab to select for when a selection is required and `selectedChild` is nil").
    public static let selectingAGroupSelectsItsDefaultLeaf = true

    /// The sidebar takes taps (so the driver can tap a group's child) only where UIKit shows
    /// one: the mode resolves to `.tabSidebar` (`.automatic` with a group among the root
    /// tabs), the sidebar is not hidden, and the traits are an iPad's (or a Mac's) in a
    /// regular width. HeadlessUIKit's default idiom is a phone, whose `.tabSidebar` is the
    /// regular tab bar: a test that means an iPad sets the scene's
    /// `traitOverrides.userInterfaceIdiom = .pad` and a regular size class. Source: Apple's
    /// documentation of `UITabBarController.Mode.tabSidebar` ("On iPad, the system displays
    /// the content as either a tab bar or a sidebar, depending on the context. […] On iPhone
    /// and Apple TV, the system displays the platform’s regular tab bar",
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.enum/tabsidebar);
    /// that an iPad in a compact width shows the tab bar: chosen ("depending on the context").
    public static let sidebarTakesTapsWhenModeAllowsIt = true

    /// The tab bar lists the `.pinned` tabs (a `UISearchTab` is one) after the others, at its
    /// trailing edge, whatever their place in `tabs`; `tap(index:)` counts in that order.
    /// Source: Apple's documentation of `UITab.Placement.pinned` ("The item appears as a
    /// pinned tab, on the trailing edge of the tab bar",
    /// https://developer.apple.com/documentation/uikit/uitab/placement/pinned); `.fixed` tabs
    /// keep their place (chosen: they are already first in practice).
    public static let pinnedTabsAreAtTheTrailingEdge = true

    /// A user's tap on the tab already selected, whose controller is a navigation controller
    /// showing more than its root, pops it to its root, animated, with the usual pop
    /// callbacks: the delegate is asked first (`tabBarController(_:shouldSelect:)`, and
    /// `shouldSelectTab` for `UITab`s; `false` stops it, the usual way apps turn it off), the
    /// pop starts, then `didSelect` (and `didSelectTab`) is sent. At the root the tap pops
    /// nothing and `didSelect` is still sent (a scroll of the root's scroll view to the top,
    /// which apps report, is not modelled: no Apple text found says UIKit does it). A tab group with a managing navigation
    /// controller keeps its stack. Sources: the default is described on Stack Overflow
    /// ("The default behavior of a UITabBarController is to pop the contained
    /// UINavigationController to the root view controller when a particular tab is tapped a
    /// second time", answered with `shouldSelect` returning `viewController !=
    /// tabBarController.selectedViewController`, https://www.e-learn.cn/qa/answer/156549/605941.html),
    /// and in *Learning iOS Development* (Pearson, 2013), ch. 7 "How the Tab Bar Works" ("the
    /// root-level view for that item is shown, even if it is the currently selected tab bar
    /// item",
    /// https://www.safaribooksonline.com/library/view/learning-ios-development/9780133094541/ch07lev2sec4.html);
    /// Apple's documentation of `tabBarController(_:didSelect:)` ("the tab bar controller
    /// calls this method regardless of whether the selected view controller changed",
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:));
    /// the pop before `didSelect`: chosen, no public log of the two together.
    public static let reselectingATabPopsItsNavigationControllerToRoot = true

    /// The identifier of a `UISearchTab` (UIKit makes its own; its value: chosen, no public
    /// evidence).
    public static let searchTabIdentifier = "com.apple.UIKit.UISearchTab"

    /// `updateProperties()` of everything marked with `setNeedsUpdateProperties()` runs on
    /// the next run-loop turn, before layout: a view controller's before its
    /// `viewWillLayoutSubviews()`, a view's before its `layoutSubviews()`, parents before
    /// children, the controller before its view; `layoutIfNeeded()` and
    /// `updatePropertiesIfNeeded()` run a due update at once. Source: `UIView.h` /
    /// `UIViewController.h` ("Multiple requests may be coalesced into a single update
    /// alongside the next layout pass"); WWDC25 "What's new in UIKit" (the update runs just
    /// before `layoutSubviews`).
    public static let propertiesUpdateRunsBeforeLayout = true

    /// Automatic observation and trait tracking (iOS 26 default): `updateProperties()` of views
    /// and view controllers, `layoutSubviews()` and `viewWillLayoutSubviews()` run inside
    /// Swift's `withObservationTracking`; a later change of an `@Observable` property read
    /// there marks the object again (`setNeedsUpdateProperties()` for an update,
    /// `setNeedsLayout()` for a layout), so the method runs again in the next turn's pass,
    /// once however many changes came. A trait read there (`traitCollection`) makes a change
    /// of a system trait mark it the same way. Sources: Apple's "Automatic observation
    /// tracking" ("read model properties in methods like updateProperties() or
    /// layoutSubviews(). UIKit tracks which properties you access and automatically calls
    /// these methods again when those properties change",
    /// https://developer.apple.com/documentation/uikit/automatic-observation-tracking) and
    /// "Automatic trait tracking" ("These methods support automatic trait tracking, and
    /// automatic observation tracking on objects that use the Observable() macro",
    /// https://developer.apple.com/documentation/uikit/automatic-trait-tracking). Per iOS
    /// version: iOS 17 tracks neither; iOS 18 tracks traits in the layout methods and
    /// observation only with the `UIObservationTrackingEnabled` Info.plist key (steipete's
    /// ObservationTrackingExample, "Add to your Info.plist […] UIObservationTrackingEnabled");
    /// iOS 26 tracks both by default and adds `updateProperties()`.
    public static let updatePropertiesTracksObservablesAndTraits = true

    /// The first profile that tracks observation in `updateProperties()`, `layoutSubviews()`
    /// and `viewWillLayoutSubviews()` by default: iOS 26. Under ``Profile/iOS18`` the layout
    /// methods track observation only when the app's Info.plist sets
    /// `UIObservationTrackingEnabled` to YES (``observationTrackingWithInfoPlistKeyFrom``);
    /// under ``Profile/iOS17`` nothing is tracked. Source: Apple's documentation of the Mac's
    /// twin key, `NSObservationTrackingEnabled` ("In macOS 15, add this key to your
    /// information property list and set the value to YES […] In macOS 26 and later, this
    /// key isn’t required",
    /// https://developer.apple.com/documentation/bundleresources/information-property-list/nsobservationtrackingenabled);
    /// the same for iOS 18 and 26: chosen from that page and the one below.
    public static let observationTrackingByDefaultFrom = Profile.iOS26

    /// The first profile whose layout methods track observation when the app opts in with the
    /// `UIObservationTrackingEnabled` Info.plist key (modelled by
    /// `UIApplication.shared.headless.observationTrackingEnabledInfoPlistKey`, or a window's
    /// own `window.headless.observationTrackingEnabledInfoPlistKey`): iOS 18. Source: Peter
    /// Steinberger, "Automatic Observation Tracking in UIKit and AppKit" ("iOS 18 and macOS 15
    /// secretly ship with automatic observation tracking for UIKit/AppKit. Enable it with a
    /// plist key", https://steipete.me/posts/2025/automatic-observation-tracking-uikit-appkit;
    /// the keys are `UIObservationTrackingEnabled` and `NSObservationTrackingEnabled`).
    /// `updateProperties()` does not exist before iOS 26, so the key adds tracking to
    /// `layoutSubviews()` and `viewWillLayoutSubviews()` only. Under iOS 26 the key changes
    /// nothing (chosen: tracking is on there without it).
    public static let observationTrackingWithInfoPlistKeyFrom = Profile.iOS18

    /// The first profile whose `layoutSubviews()` and `viewWillLayoutSubviews()` track the
    /// traits they read (a later change of one lays them out again): iOS 18. Source: Apple's
    /// documentation of `layoutSubviews()` ("In iOS 18 and later, UIKit supports automatic
    /// trait tracking inside this method for traits from this view’s `traitCollection`",
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()) and of
    /// `viewWillLayoutSubviews()` (the same words,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()).
    public static let layoutTraitTrackingFrom = Profile.iOS18

    /// The first profile whose `updateProperties()` tracks the traits it reads: iOS 26, the
    /// release that adds `updateProperties()` (`API_AVAILABLE(ios(26.0))` in the iOS 26.2 SDK's
    /// `UIView.h` and `UIViewController.h`).
    public static let updatePropertiesTraitTrackingFrom = Profile.iOS26

    /// The layout pass: `setNeedsLayout()` on a view in a window lays it out on the next
    /// run-loop turn (a due properties update first, then `viewWillLayoutSubviews()`,
    /// `layoutSubviews()`, `viewDidLayoutSubviews()`), several requests in one turn making one
    /// layout; a view added on its own to a view in a window (not a view controller's view,
    /// whose appearance runs its first update) gets its first `updateProperties()` and
    /// `layoutSubviews()` in the pass of the next turn. Source: WWDC25 "What's new in UIKit"
    /// (session 243, https://developer.apple.com/videos/play/wwdc2025/243/): updateProperties
    /// runs "right after updating traits and just before layoutSubviews"; `UIView.h`
    /// (`setNeedsLayout`: the layout is "updated on the next update cycle"). Each view's pass
    /// is its own (UIKit's goes top-down from the window; chosen).
    public static let layoutPassRunsOnTheNextTurn = true

    /// A view controller gets its first `updateProperties()` as it first appears, after
    /// `viewWillAppear(_:)` and before `viewIsAppearing(_:)` (UIKit's first layout of the view
    /// comes between those two, and the update precedes layout; chosen, no device log).
    public static let firstPropertiesUpdateBeforeViewIsAppearing = true

    /// `UINavigationItem.leftBarButtonItems` and `leadingItemGroups` (and the right items and
    /// `trailingItemGroups`) are one list: setting the groups makes the items read the groups'
    /// items in order (`nil` when none); setting the items replaces the groups with one fixed
    /// group of them (none for `nil` or empty). Later changes to a group's `barButtonItems`
    /// are not reflected in the items. Source: `UINavigationItem.h` ("Items set via this
    /// method will replace items set via .leftBarButtonItem or .leftBarButtonItems"); what
    /// the items read afterwards and the group made from items: chosen, no public evidence.
    public static let barButtonItemsAndItemGroupsAreOneList = true

    /// `UINavigationItem.searchBarPlacement` is `preferredSearchBarPlacement` unless that is
    /// `.automatic`, which resolves to `.stacked` for the `.navigator` style and to
    /// `.integrated` for `.browser` and `.editor`, whatever the size class. Source: Apple's
    /// `searchBarPlacement` documentation ("the actual placement" when the preferred one is
    /// automatic) and `UINavigationItem.h` (integrated placements belong with "a navigation
    /// item style that requires a leading aligned title"); the resolution itself: chosen
    /// after WWDC22 "Meet desktop-class iPad" (search inline in the browser and editor
    /// styles), which iOS 26's toolbar-integrated search on iPhone may not follow.
    public static let automaticSearchBarPlacementFollowsStyle = true

    /// `contentScrollView(for:)` returns the scroll view set for that edge with
    /// `setContentScrollView(_:for:)` while it is alive, and `nil` when none was set; it does
    /// not run UIKit's search of the view hierarchy. Source: `UIViewController.h` ("When
    /// contentScrollView is nil for an edge, UIKit uses a heuristic to search for a
    /// UIScrollView to track"; an aggregate edge raises); whether the getter reports the
    /// heuristic's result: chosen, no public evidence.
    public static let contentScrollViewIsOnlyTheOneSet = true

    /// The user customizes tabs (hides or shows them, reorders a group's children) only
    /// while the sidebar shows, as the sidebar's edit mode is where UIKit offers it; the
    /// drivers `setHidden(_:identifiers:)` and `moveTab(identifier:to:)` do nothing otherwise.
    /// Source: `UITab.h` ("Determines if the tab's visibility can be changed by the user while
    /// editing") and `UITabGroup.h` ("can be reordered from the sidebar"); that the iPhone's
    /// tab bar offers no customization: chosen, no public evidence.
    public static let sidebarCustomizationNeedsTheSidebarShown = true

    /// HeadlessUIKit runs as an iPhone, which shows one scene: `activateSceneSession(for:)`
    /// (and `requestSceneSessionActivation`) for a new session, or one that is not
    /// connected, calls the error handler with `UIScene.Error.multipleScenesNotSupported`;
    /// for the connected session it hands the request's activity to the delegate's
    /// `scene(_:continue:)`. Source: Apple's `UIApplicationSupportsMultipleScenes`
    /// documentation (multiple windows are an iPad and Mac feature) and `UISceneError.h`
    /// (`UISceneErrorCodeMultipleScenesNotSupported`); what an existing session's activity
    /// reaches: chosen, no public evidence.
    public static let newSceneRequestsFailOnIPhone = true
}
