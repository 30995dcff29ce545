/// Wayfinder's reference to a screen, as snapshots, screen events and the screens that left
/// recently hold it: weak, with the screen's name and record, so that a screen released
/// before its navigator saw it leave still hears it. A class, shared rather
/// than copied: copying a weak reference goes through the runtime's side table.
@MainActor
final class WeakScreen {
    weak var value: UIViewController?
    let id: ObjectIdentifier
    /// The screen's title when the reference was made, else its type's name.
    let name: String
    let isTitle: Bool
    /// The screen's record (made with the reference if the screen had none).
    let record: ScreenRecord
    #if !canImport(ObjectiveC)
        /// Keeps the screen's memory (not the screen) while this lives, so that no other
        /// controller takes its address: the same identity is the same screen, told without
        /// loading the weak reference. (Objective-C objects' unowned references keep none.)
        private unowned(safe) let pin: UIViewController
    #endif

    init(_ value: UIViewController, names: ScreenNames) {
        self.value = value
        self.id = ObjectIdentifier(value)
        let title = value.title ?? ""
        self.isTitle = !title.isEmpty
        self.name = isTitle ? title : names.name(of: value)
        self.record = ScreenStore.record(for: value)
        #if !canImport(ObjectiveC)
            self.pin = value
        #endif
    }

    /// Whether this refers to `controller`, which the caller holds.
    @inline(__always) func refers(to controller: UIViewController) -> Bool {
        #if canImport(ObjectiveC)
            value === controller
        #else
            id == ObjectIdentifier(controller)
        #endif
    }

    /// Whether this and `other` refer to the same screen.
    @inline(__always) func isSame(as other: WeakScreen) -> Bool {
        #if canImport(ObjectiveC)
            self === other || (id == other.id && value != nil && value === other.value)
        #else
            self === other || id == other.id
        #endif
    }

    /// Whether this reference is what `WeakScreen(controller)` would make now.
    func isExact(for controller: UIViewController) -> Bool {
        // A screen that finished starts afresh with a new record (its finished one is no
        // longer its own: only `ScreenStore.finish` finishes a live screen's record).
        guard value === controller, !record.isFinished else { return false }
        let title = controller.title ?? ""
        return title.isEmpty ? !isTitle : isTitle && title == name
    }
}
