#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A classic master-detail split view (the pre-iOS 14 template most apps still ship): the
/// list of notes and a note, where an iPhone starts on the list until a note is chosen.
public final class NotesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// The notes list, in its navigation controller.
    public let list = UINavigationController(rootViewController: NoteListViewController())
    /// The note shown, in its navigation controller.
    public private(set) var detail = UINavigationController(
        rootViewController: NoteViewController(note: nil))

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        viewControllers = [list, detail]
        preferredDisplayMode = .oneBesideSecondary
        detail.topViewController?.navigationItem.leftBarButtonItem = displayModeButtonItem
        detail.topViewController?.navigationItem.leftItemsSupplementBackButton = true
    }

    /// Shows `note` as the detail: beside the list on iPad, pushed on iPhone.
    public func show(note: String) {
        let next = UINavigationController(rootViewController: NoteViewController(note: note))
        detail = next
        showDetailViewController(next, sender: self)
    }

    /// UIKit calls this: with no note chosen, the iPhone shows the list, not an empty note.
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        guard let navigation = secondaryViewController as? UINavigationController,
            let note = navigation.topViewController as? NoteViewController
        else { return false }
        return note.note == nil
    }
}

/// The notes.
public final class NoteListViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

/// One note, or the "no note" placeholder.
public final class NoteViewController: UIViewController {
    /// The note's text, `nil` for the placeholder.
    public let note: String?

    /// A note screen.
    public init(note: String?) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note ?? "No Note"
    }

    /// Not supported: made in code.
    public required init?(coder: NSCoder) {
        return nil
    }
}
