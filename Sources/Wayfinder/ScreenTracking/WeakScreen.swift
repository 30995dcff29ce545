/// A weak reference to a screen. A class, shared rather than copied: copying a weak
/// reference goes through the runtime's side table, and snapshots pass these around.
@MainActor
final class WeakScreen {
    weak var value: UIViewController?
    let id: ObjectIdentifier
    /// The screen's name when the reference was made, to report it once it is released.
    let name: String
    /// Whether `name` is the screen's title (else its type's name, which cannot change).
    let isTitle: Bool
    /// The screen's record (made with the reference if the screen had none), so that a
    /// screen released before the navigator noticed it left still hears it.
    let record: ScreenRecord
    #if !canImport(ObjectiveC)
        /// Keeps the screen's memory (not the screen: it is released as usual) while this
        /// reference lives, so that no other controller takes its address meanwhile: the
        /// same identity is the same screen, told without loading the weak reference.
        private unowned(safe) let pin: UIViewController
    #endif

    init(_ value: UIViewController) {
        self.value = value
        self.id = ObjectIdentifier(value)
        if let title = value.title, !title.isEmpty {
            self.name = title
            self.isTitle = true
        } else {
            self.name = screenName(of: value)
            self.isTitle = false
        }
        self.record = ScreenStore.record(for: value)
        #if !canImport(ObjectiveC)
            self.pin = value
        #endif
    }

    /// Whether this refers to `controller` (alive, since the caller holds it).
    @inline(__always)
    func refers(to controller: UIViewController) -> Bool {
        #if canImport(ObjectiveC)
            value === controller  // Objective-C objects' unowned references keep no memory
        #else
            id == ObjectIdentifier(controller)
        #endif
    }

    /// Whether this and `other` refer to the same screen.
    @inline(__always)
    func isSame(as other: WeakScreen) -> Bool {
        guard self !== other else { return true }
        #if canImport(ObjectiveC)
            return id == other.id && value != nil && value === other.value
        #else
            return id == other.id
        #endif
    }

    /// Whether this reference is what `WeakScreen(controller)` would make now.
    func isExact(for controller: UIViewController) -> Bool {
        guard value === controller else { return false }
        // A screen that finished starts afresh with a new record.
        guard record === ScreenStore.existingRecord(for: controller) else { return false }
        // An untitled screen's name is its type's, which does not change.
        guard let title = controller.title, !title.isEmpty else { return !isTitle }
        return isTitle && title == name
    }
}
