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

    /// A reference to `viewController`, which `closingGesture` was closing.
    @MainActor
    init(_ viewController: UIViewController, closingGesture: ClosingGesture?) {
        id = ObjectIdentifier(viewController)
        name = screenName(of: viewController)
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

/// The name Wayfinder prints for a screen: its title, else its type name.
@MainActor
func screenName(of viewController: UIViewController) -> String {
    if let title = viewController.title, !title.isEmpty { return title }
    let type = type(of: viewController)
    let key = ObjectIdentifier(type)
    // The few types asked about most recently are compared first: no hashing then.
    for recent in recentTypeNames where recent.type == key { return recent.name }
    let name: String
    if let known = typeNames[key] {
        name = known
    } else {
        name = String(describing: type)
        typeNames[key] = name
    }
    recentTypeNames[nextRecentTypeName] = (key, name)
    nextRecentTypeName = (nextRecentTypeName + 1) % recentTypeNames.count
    return name
}

/// The last few types whose names were looked up, with their names, in a ring.
@MainActor
@exclusivity(unchecked) private var recentTypeNames = [(type: ObjectIdentifier?, name: String)](
    repeating: (nil, ""), count: 4)
@MainActor
@exclusivity(unchecked) private var nextRecentTypeName = 0

/// The printed name of each screen type, made once: `String(describing:)` of a type reflects
/// on it, slower than the push whose trace line names the screen.
@MainActor
@exclusivity(unchecked) private var typeNames: [ObjectIdentifier: String] = [:]

/// A value carried along that two otherwise equal values may differ in: it never makes them
/// unequal, and does not change their hash.
struct OutsideEquality<Value: Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
