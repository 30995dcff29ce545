/// A printable, comparable reference to a screen that does not keep it alive: its identity
/// and its name (title, else type name) when the reference was made.
public struct ScreenReference: Hashable, Sendable, CustomStringConvertible {
    /// The screen's identity.
    public let id: ObjectIdentifier
    /// The screen's title, else its type name.
    public let name: String
    /// For the reference a `screenFinished` event carries: the user's gesture that was
    /// closing the screen, if any (``NavigationEvent/closingGesture`` reads it); not part of
    /// equality.
    var closingGesture: ClosingGesture? { gestureNote.value }
    private let gestureNote: OutsideEquality<ClosingGesture?>

    /// A reference to `viewController`.
    @MainActor
    public init(_ viewController: UIViewController) {
        self.init(viewController, closingGesture: nil)
    }

    /// A reference to `viewController`, which `closingGesture` was closing, named by
    /// `names` (a navigator's, which makes each type's name once).
    @MainActor
    init(
        _ viewController: UIViewController, names: ScreenNames? = nil,
        closingGesture: ClosingGesture?
    ) {
        id = ObjectIdentifier(viewController)
        name = names?.name(of: viewController) ?? screenName(of: viewController)
        gestureNote = OutsideEquality(closingGesture)
    }

    /// A reference made from a remembered identity and name (for a screen already released),
    /// which `closingGesture` was closing.
    @MainActor
    init(id: ObjectIdentifier, name: String, closingGesture: ClosingGesture?) {
        self.id = id
        self.name = name
        gestureNote = OutsideEquality(closingGesture)
    }

    /// Whether this refers to `viewController`.
    @MainActor
    public func refers(to viewController: UIViewController) -> Bool {
        id == ObjectIdentifier(viewController)
    }

    /// The name.
    public var description: String { name }
}

/// The name Wayfinder prints for a screen: its title, else its type name. A navigator's
/// own paths that name every pushed screen use its ``ScreenNames``, which makes each type's
/// name once.
@MainActor
func screenName(of viewController: UIViewController) -> String {
    if let title = viewController.title, !title.isEmpty { return title }
    return String(describing: type(of: viewController))
}

/// A value carried along that two otherwise equal values may differ in: it never makes them
/// unequal, and does not change their hash.
struct OutsideEquality<Value: Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
