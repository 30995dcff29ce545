/// Wayfinder's delegate proxies, one per controller whose delegate slot holds one, what they
/// learnt of the user's transitions under way, and whether a reader's catching up with the
/// window is under way.
///
/// A proxy is made the first time a quiet moment finds its controller in front, and kept while
/// the controller is in the window (in front, or covered in a navigation stack): a covered
/// screen's tab bar or sheet comes back with its proxy still in place. ``dropGone(anyGone:inWindow:)``
/// lets go of the proxies of controllers that left.
@MainActor
struct DelegateProxies {
    /// The proxy in each navigation controller's `delegate`.
    private(set) var navigation: [ObjectIdentifier: NavigationDelegateProxy] = [:]
    /// The proxy in each presented controller's `presentationController.delegate`.
    private(set) var presentation: [ObjectIdentifier: PresentationDelegateProxy] = [:]
    /// The proxies of sheets that left the window while their swipe-down's
    /// `presentationControllerDidDismiss(_:)` is still to come
    /// (``PresentationDelegateProxy/dismissalUnderWay``): UIKit sends it after the dismissal
    /// transition's coordinator completes, and a quiet moment comes in between; the delegate
    /// slot is weak, so a proxy let go then would leave the slot empty and the app's delegate
    /// would never hear `didDismiss`. Kept out of ``presentation``, whose entries are all in
    /// the window, and let go at the first quiet moment after `didDismiss` (or once the
    /// presentation controller is gone).
    private(set) var awaitingDidDismiss: [ObjectIdentifier: PresentationDelegateProxy] = [:]
    /// The proxy in each tab bar controller's `delegate`.
    private(set) var tabBar: [ObjectIdentifier: TabBarDelegateProxy] = [:]
    /// The proxy in each split view controller's `delegate`.
    private(set) var splitView: [ObjectIdentifier: SplitViewDelegateProxy] = [:]
    /// The cause of a user transition under way, per navigation controller or sheet: a swipe,
    /// the back button or a swipe down, told when it starts and used when it ends.
    private(set) var userCauses: [ObjectIdentifier: ClosedBy] = [:]
    /// Presented screens being dismissed (by code or a drag), which `topmost` skips until the
    /// next quiet moment.
    private(set) var dismissing: Set<ObjectIdentifier> = []
    /// Whether the navigator is catching up with the window for a reader
    /// (`Navigator.catchUp()`), so that a reader it calls back does not start it again.
    private(set) var catchingUp = false
    /// Whether a table got an entry since the tables were last rid of controllers that left:
    /// until one does, or one leaves, there is nothing to rid them of.
    var gainedEntries = false

    /// Starts catching up with the window for a reader.
    ///
    /// - Returns: whether it started (it is not already under way).
    mutating func beginCatchingUp() -> Bool {
        guard !catchingUp else { return false }
        catchingUp = true
        return true
    }

    /// The catching up with the window for a reader is over.
    mutating func endCatchingUp() {
        catchingUp = false
    }

    /// Notes `cause` as the cause of the user transition of `id` (a navigation controller or
    /// a sheet) under way.
    mutating func noteUserCause(_ cause: ClosedBy, of id: ObjectIdentifier) {
        userCauses[id] = cause
    }

    /// The user transition of `id` ended: its cause, forgotten now, if one was noted.
    mutating func takeUserCause(of id: ObjectIdentifier) -> ClosedBy? {
        userCauses.removeValue(forKey: id)
    }

    /// Notes the presented screens `ids` as being dismissed.
    mutating func noteDismissing(_ ids: some Sequence<ObjectIdentifier>) {
        dismissing.formUnion(ids)
    }

    /// The dismissal of the presented screens `ids` ended (or was cancelled).
    mutating func dismissalEnded(_ ids: some Sequence<ObjectIdentifier>) {
        dismissing.subtract(ids)
    }

    /// Forgets every dismissal under way: at a quiet moment, when no transition runs, nothing
    /// is being dismissed.
    mutating func forgetDismissals() {
        if !dismissing.isEmpty { dismissing.removeAll() }
    }

    /// The proxy of `controller`'s navigation delegate, made with `make` the first time.
    mutating func navigationProxy(
        for controller: UIViewController, make: () -> NavigationDelegateProxy
    ) -> NavigationDelegateProxy {
        Self.entry(in: &navigation, for: controller, noting: &gainedEntries, make: make)
    }

    /// The proxy of `controller`'s presentation controller delegate, made with `make` the
    /// first time.
    mutating func presentationProxy(
        for controller: UIViewController, make: () -> PresentationDelegateProxy
    ) -> PresentationDelegateProxy {
        Self.entry(in: &presentation, for: controller, noting: &gainedEntries, make: make)
    }

    /// The proxy of `controller`'s tab bar delegate, made with `make` the first time.
    mutating func tabBarProxy(
        for controller: UIViewController, make: () -> TabBarDelegateProxy
    ) -> TabBarDelegateProxy {
        Self.entry(in: &tabBar, for: controller, noting: &gainedEntries, make: make)
    }

    /// The proxy of `controller`'s split view delegate, made with `make` the first time.
    mutating func splitViewProxy(
        for controller: UIViewController, make: () -> SplitViewDelegateProxy
    ) -> SplitViewDelegateProxy {
        Self.entry(in: &splitView, for: controller, noting: &gainedEntries, make: make)
    }

    /// Lets go of the proxies of controllers no longer `inWindow`. The tables are searched
    /// only when a screen left (`anyGone`) or an entry was made since the last search, and a
    /// table is rebuilt only when an entry goes, which is rare.
    ///
    /// The proxy of a sheet that left during its swipe-down is kept in
    /// ``awaitingDidDismiss`` until UIKit's `didDismiss` has reached it.
    mutating func dropGone(anyGone: Bool, inWindow: some ListedControllers) {
        if !awaitingDidDismiss.isEmpty {
            awaitingDidDismiss = awaitingDidDismiss.filter { $0.value.dismissalUnderWay != nil }
        }
        guard anyGone || gainedEntries else { return }
        gainedEntries = false
        // (Plain loops rather than closures: this runs each time a screen leaves.)
        if Self.anyGone(navigation.keys, inWindow) {
            navigation = navigation.filter { inWindow.contains($0.key) }
        }
        if Self.anyGone(presentation.keys, inWindow) {
            for (id, proxy) in presentation
            where !inWindow.contains(id) && proxy.dismissalUnderWay != nil {
                awaitingDidDismiss[id] = proxy
            }
            presentation = presentation.filter { inWindow.contains($0.key) }
        }
        if Self.anyGone(tabBar.keys, inWindow) {
            tabBar = tabBar.filter { inWindow.contains($0.key) }
        }
        if Self.anyGone(splitView.keys, inWindow) {
            splitView = splitView.filter { inWindow.contains($0.key) }
        }
    }

    /// Whether a proxy is kept for a controller no longer `inWindow`.
    func anyGone(inWindow: some ListedControllers) -> Bool {
        Self.anyGone(navigation.keys, inWindow) || Self.anyGone(presentation.keys, inWindow)
            || Self.anyGone(tabBar.keys, inWindow) || Self.anyGone(splitView.keys, inWindow)
    }

    /// The entry `table` keeps for `controller`, made with `make` and kept the first time
    /// (the table is written only then, and `gained` set).
    private static func entry<Proxy>(
        in table: inout [ObjectIdentifier: Proxy], for controller: UIViewController,
        noting gained: inout Bool, make: () -> Proxy
    ) -> Proxy {
        let id = ObjectIdentifier(controller)
        if let existing = table[id] { return existing }
        let made = make()
        table[id] = made
        gained = true
        return made
    }

    /// Whether any of `ids` is no longer `inWindow`.
    static func anyGone<IDs: Sequence<ObjectIdentifier>>(
        _ ids: IDs, _ inWindow: some ListedControllers
    ) -> Bool {
        for id in ids where !inWindow.contains(id) { return true }
        return false
    }
}
