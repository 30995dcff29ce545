import Foundation

/// Which controller of a transition to ask its context for.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller that is leaving.
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    /// The controller that is arriving.
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// Which view of a transition to ask its context for.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that is leaving.
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view that is arriving.
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What a running transition is: animated or not, interactive or not, cancelled or not.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style, for presentations.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the user is driving the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (the user undid it).
    var isCancelled: Bool { get }
    /// The duration of the transition.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has come, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which the transition completes after the interaction.
    var completionVelocity: CGFloat { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
}

/// Runs code alongside a transition and when it ends; tells about interaction changes.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
    /// Runs `animation` alongside the transition and `completion` when it ends (completed or
    /// cancelled). Returns whether the blocks were taken.
    @discardableResult
    func animate(
        alongsideTransition animation: (
            (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// As `animate(alongsideTransition:completion:)`, for animations of another view.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` when an interactive transition stops being interactive: the user
    /// lifted the finger, and the transition now finishes or cancels (`isCancelled`).
    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// HeadlessUIKit's coordinator: one per transition, alive from its start to its end.
@MainActor
final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private(set) var from: UIViewController?
    private(set) var to: UIViewController?
    private(set) var isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var initiallyInteractive: Bool
    let isInterruptible = false
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private(set) var transitionDuration: TimeInterval
    var percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let containerView: UIView
    /// Whether it is the coordinator of a change of the window's size class
    /// (`setHorizontalSizeClass(_:)`).
    var isSizeChange = false

    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Alongside animations given before the transition's animations began (a size-class
    /// change: `willTransition(to:with:)` runs before the traits change); `nil` once they
    /// began, when a new one runs at once.
    private var pendingAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void]?
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
        []

    init(
        from: UIViewController?, to: UIViewController?, animated: Bool,
        duration: TimeInterval, interactive: Bool = false,
        presentationStyle: UIModalPresentationStyle = .none, containerView: UIView,
        deferringAnimations: Bool = false
    ) {
        self.pendingAnimations = deferringAnimations ? [] : nil
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.transitionDuration = duration
        self.initiallyInteractive = interactive
        self.isInteractive = interactive
        self.presentationStyle = presentationStyle
        self.containerView = containerView
        super.init()
    }

    /// A coordinator made when a transition was asked for is brought up to date when the
    /// transition starts (the stack may have changed again in between, and a coordinator made
    /// for a user's gesture may end up driving a change the app made instead).
    func update(
        from: UIViewController?, to: UIViewController?, animated: Bool, duration: TimeInterval,
        interactive: Bool? = nil
    ) {
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.transitionDuration = duration
        if let interactive {
            initiallyInteractive = interactive
            isInteractive = interactive
        }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from?.viewIfLoaded
        case .to: return to?.viewIfLoaded
        default: return nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: (
            (any UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation {
            if pendingAnimations != nil {
                pendingAnimations?.append(animation)
            } else {
                animation(self)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition's animations begin: the alongside animations given so far run, in the
    /// order they were given; later ones run at once.
    func beginAnimations() {
        while let blocks = pendingAnimations, !blocks.isEmpty {
            pendingAnimations = []
            for block in blocks { block(self) }
        }
        pendingAnimations = nil
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    /// The user let go: the transition now finishes, or cancels.
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The transition ended: runs the completion blocks once, then lets go of the
    /// controllers so they can be released.
    func finish() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
        from = nil
        to = nil
    }
}
