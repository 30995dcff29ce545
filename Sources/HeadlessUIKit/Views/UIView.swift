import Foundation

/// A rectangle in a window, reduced to what view-controller behaviour depends on: the view
/// tree and whether a view is in a window.
///
/// Adding a view controller's view to a view that is in a window, or removing it, sends
/// that view controller its appearance callbacks, unless its parent forwards
/// appearance by hand.
@MainActor
open class UIView: UIResponder {
    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The bounds in the view's own coordinates.
    open var bounds: CGRect
    /// Whether the view is hidden.
    open var isHidden = false
    /// The opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view takes part in user interaction.
    open var isUserInteractionEnabled = true
    /// A number that identifies the view among its siblings.
    open var tag = 0
    /// The background colour; `nil` is transparent.
    open var backgroundColor: UIColor?
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// How the content is laid out in the bounds.
    open var contentMode = ContentMode.scaleToFill
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask = AutoresizingMask()
    /// Whether the autoresizing mask becomes Auto Layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The margins for laying out content.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins for laying out content, leading and trailing.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The light or dark style forced on the view and its subviews (iOS 13).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != .unspecified { TraitOverridesSeen.any = true } }
    }
    /// The identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads.
    open var accessibilityLabel: String?
    /// Whether VoiceOver sees the view as one element.
    open var isAccessibilityElement = false
    /// The area not covered by bars: none here (no bars are drawn).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    private var tintColorStorage: UIColor?
    /// The view's layer.
    public private(set) lazy var layer = CALayer()
    /// The active constraints whose first item is this view or one of its guides.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The layout guides (the system's, made on first use, and the app's).
    var guideStorage: [UILayoutGuide] = []
    /// Content hugging (0, 1) and compression resistance (2, 3) priorities by axis.
    var contentPriorities: [Int: UILayoutPriority] = [:]
    /// Gesture recognisers attached to the view.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// The tint colour: the one set, else the superview's, else the system tint.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .tintColor }
        set { tintColorStorage = newValue }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The traits: HeadlessUIKit's, with ``overrideUserInterfaceStyle`` (or an ancestor's).
    open var traitCollection: UITraitCollection {
        AutomaticTracking.noteTraitRead()
        guard TraitOverridesSeen.any else {
            return window?.windowTraits ?? HeadlessBehaviour.traits
        }
        return applyingTraitOverrides(to: traitsBeforeOverrides)
    }

    /// The traits without any `traitOverrides`.
    private var traitsBeforeOverrides: UITraitCollection {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(traitsFrom: [
                    window?.windowTraits ?? HeadlessBehaviour.traits,
                    UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle),
                ])
            }
            view = current.superview
        }
        return window?.windowTraits ?? HeadlessBehaviour.traits
    }

    /// The view's trait overrides and registrations, made the first time one is written.
    var traitStorage: HeadlessTraitStorage?

    /// The traits changed; HeadlessUIKit's traits never do.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size the view's content wants: none here (no text is measured), so
    /// `UIView.noIntrinsicMetric` both ways.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The content size changed; nothing is laid out here.
    open func invalidateIntrinsicContentSize() {}

    /// The size that fits `size`: the current size (nothing is measured).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// `point` in `view`'s coordinates (the window's when `view` is nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// `point` of `view`'s coordinates in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = originInWindow
        let theirs = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// `rect` in `view`'s coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` of `view`'s coordinates in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The origin of the bounds in the outermost ancestor's coordinates.
    private var originInWindow: CGPoint {
        var point = CGPoint.zero
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            point.x += current.frame.origin.x - parent.bounds.origin.x
            point.y += current.frame.origin.y - parent.bounds.origin.y
            view = parent
        }
        return point
    }

    /// The view this view is a subview of.
    @exclusivity(unchecked) public private(set) weak var superview: UIView?
    /// The views this view contains, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

    /// The view controller whose `view` this is, if any.
    @exclusivity(unchecked) weak var owningViewController: UIViewController?
    private var needsLayout = false
    /// Whether a layout pass of this view is scheduled.
    private var layoutPassScheduled = false
    /// Which updates are due and which trait reads are tracked (HeadlessUpdates.swift).
    var updates = HeadlessUpdates()

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; HeadlessUIKit has none, so this returns a zero view.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
        super.init()
    }

    /// The window the view is in, or `nil`.
    ///
    /// Kept with the view as it moves, as UIKit keeps it, rather than found by climbing the
    /// superviews at each read.
    open var window: UIWindow? { windowStorage }
    /// The window of the superview chain, updated whenever the view or an ancestor moves.
    @exclusivity(unchecked) private weak var windowStorage: UIWindow?

    /// The next responder: the owning view controller, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Adds `view` on top of the subviews, moving it from any old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews, moving it from any old superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        moveIn(view, at: index, notifyingAppearance: true)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        moveOut(notifyingAppearance: true)
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Marks the layout as outdated: in a window, the layout pass on the next run-loop turn
    /// lays the view out (several requests in one turn make one layout); `layoutIfNeeded()`
    /// does it now (``HeadlessBehaviour/layoutPassRunsOnTheNextTurn``).
    open func setNeedsLayout() {
        needsLayout = true
        scheduleLayoutPass()
    }

    /// Lays the view out now if it needs it: a due properties update first, then
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`, the first two
    /// with automatic observation and trait tracking
    /// (``HeadlessBehaviour/updatePropertiesTracksObservablesAndTraits``).
    open func layoutIfNeeded() {
        updatePropertiesIfNeeded()
        guard needsLayout else { return }
        needsLayout = false
        owningViewController?.trackedViewWillLayoutSubviews()
        trackedLayoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// Schedules the layout pass of this view on its window's next run-loop turn, once.
    private func scheduleLayoutPass() {
        guard !layoutPassScheduled, let window else { return }
        layoutPassScheduled = true
        window.runLoop.schedule { [weak self] in
            guard let self else { return }
            self.layoutPassScheduled = false
            guard self.window != nil else { return }
            self.layoutIfNeeded()
        }
    }

    /// This view joined a window on its own (not as a view controller's view, whose
    /// appearance runs its first update): its first properties update and layout run in the
    /// layout pass of the next turn (``HeadlessBehaviour/layoutPassRunsOnTheNextTurn``).
    private func joinedWindow() {
        needsLayout = true
        scheduleLayoutPass()
    }

    /// Lays out the subviews; override to position them.
    open func layoutSubviews() {}

    /// Asks for an ``updateProperties()`` pass before the next layout (iOS 26).
    open func setNeedsUpdateProperties() { markNeedsPropertiesUpdate() }
    /// Override to update the view's properties; call `super` (iOS 26). UIKit calls it just
    /// before `layoutSubviews()`; never call it directly.
    open func updateProperties() {}
    /// Runs a due properties update of this view (and its controller) and its subviews now
    /// (iOS 26).
    open func updatePropertiesIfNeeded() { runPropertiesUpdateIfNeeded() }

    /// Called before the view moves to another superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}

    /// A subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// A subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to another window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}

    // MARK: - Moving views, with or without appearance callbacks

    /// Inserts a subview; system containers pass `notifyingAppearance: false` because they
    /// send the appearance callbacks themselves, in UIKit's order.
    func moveIn(_ view: UIView, at index: Int, notifyingAppearance: Bool) {
        guard view !== self, !isDescendant(of: view) else { return }
        let oldWindow = view.window
        if let oldSuperview = view.superview {
            if oldSuperview === self {
                subviews.removeAll { $0 === view }
                subviews.insert(view, at: min(max(0, index), subviews.count))
                return
            }
            view.moveOut(notifyingAppearance: notifyingAppearance && window !== oldWindow)
        }
        let newWindow = window
        view.willMove(toSuperview: self)
        if newWindow !== oldWindow { view.notifyWillMove(toWindow: newWindow) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.updateWindowStorage(newWindow)
        view.didMoveToSuperview()
        didAddSubview(view)
        if newWindow !== oldWindow {
            view.notifyDidMoveToWindow()
            if notifyingAppearance, newWindow != nil {
                view.forEachOutermostViewController { $0.viewEnteredWindow() }
            }
            if newWindow != nil, view.owningViewController == nil { view.joinedWindow() }
        }
    }

    /// Removes the view from its superview, sending disappearance when asked to.
    func moveOut(notifyingAppearance: Bool) {
        guard let superview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        updateWindowStorage(nil)
        didMoveToSuperview()
        if oldWindow != nil {
            notifyDidMoveToWindow()
            if notifyingAppearance {
                forEachOutermostViewController { $0.viewLeftWindow() }
            }
        }
    }

    /// Makes `window` answer `newWindow` for this view and every view below it.
    private func updateWindowStorage(_ newWindow: UIWindow?) {
        guard windowStorage !== newWindow else { return }
        windowStorage = newWindow
        for subview in subviews { subview.updateWindowStorage(newWindow) }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// Calls `body` for each view controller whose view is this view or below it and is not
    /// inside another view controller's view below it: the ones that forward appearance to
    /// the rest.
    private func forEachOutermostViewController(_ body: (UIViewController) -> Void) {
        if let owningViewController {
            body(owningViewController)
            return
        }
        for subview in subviews { subview.forEachOutermostViewController(body) }
    }
}
