#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A mail app's scene root on iPad and iPhone: mailboxes | messages | message, with an
/// inspector for the message's details (iOS 26), and a tab-less compact layout on iPhone
/// that opens on the mailboxes.
public final class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    /// The mailboxes (primary column).
    public let mailboxes = MailboxListViewController()
    /// The messages of the selected mailbox (supplementary column).
    public let messages = MessageListViewController()
    /// The selected message (secondary column).
    public let reader = MessageReaderViewController()
    /// What the split view controller told its delegate, in order.
    public private(set) var events: [String] = []

    /// A triple-column split view controller.
    public init() {
        super.init(style: .tripleColumn)
    }

    /// Not supported: made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        preferredDisplayMode = .twoBesideSecondary
        preferredSplitBehavior = .tile
        primaryBackgroundStyle = .sidebar
        setViewController(mailboxes, for: .primary)
        setViewController(messages, for: .supplementary)
        setViewController(reader, for: .secondary)
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)  // built with the iOS 26 SDK
            if #available(iOS 26.0, *) {
                setViewController(MessageInfoViewController(), for: .inspector)
                preferredInspectorColumnWidthFraction = 0.25
            }
        #endif
    }

    /// Shows the message details beside the message, where the inspector column exists.
    public func toggleInspector() {
        #if !canImport(UIKit) || canImport(UIKit, _version: 9126)
            if #available(iOS 26.0, *) {
                if isShowing(.inspector) { hide(.inspector) } else { show(.inspector) }
            }
        #endif
    }

    /// Opens `message` of the selected mailbox: in the secondary column, pushed on iPhone.
    public func open(message: String) {
        reader.title = message
        show(.secondary)
    }

    // MARK: UISplitViewControllerDelegate

    /// UIKit calls this: the iPhone opens on the mailboxes, not on an empty message.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        events.append("topColumnForCollapsing")
        return .primary
    }

    /// UIKit calls this: the split view controller collapsed.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        events.append("didCollapse")
    }

    /// UIKit calls this: the split view controller expanded.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        events.append("didExpand")
    }

    /// UIKit calls this: a column is about to show.
    public func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
        events.append("willShow(\(column.rawValue))")
    }
}

/// The mailboxes.
public final class MailboxListViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        navigationItem.largeTitleDisplayMode = .always
    }
}

/// The messages of a mailbox.
public final class MessageListViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
    }
}

/// One message.
public final class MessageReaderViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        if title == nil { title = "No Message Selected" }
        navigationItem.leftItemsSupplementBackButton = true
    }
}

/// The details of a message, in the inspector column.
public final class MessageInfoViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Info"
    }
}
