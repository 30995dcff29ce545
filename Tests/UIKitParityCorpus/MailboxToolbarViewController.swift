#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A mail client's mailbox on iOS 26: a browser-style navigation bar with customizable centre
// groups, a title menu, extra overflow items loaded when the menu opens, a badge on the
// filter button, and a message list the bars (and the tab bar's minimize behaviour) track.
#if canImport(UIKit, _version: 9126) || !canImport(UIKit)

    /// A mailbox.
    @available(iOS 26.0, *)
    public final class MailboxToolbarViewController: UIViewController {
        /// The message list the bars observe.
        public let messages = UITableView(frame: .zero, style: .plain)
        /// The filter button, badged with the number of unread messages.
        public let filterItem = UIBarButtonItem(
            image: UIImage(systemName: "line.3.horizontal.decrease"), style: .plain,
            target: nil, action: nil)
        /// The unread messages' count.
        public var unreadCount = 0 {
            didSet { setNeedsUpdateProperties() }
        }
        /// The mailboxes the title menu offers.
        public var mailboxes = ["Inbox", "Archive"]
        /// How many times the overflow menu loaded its extra items.
        public private(set) var overflowLoads = 0

        /// UIKit calls this: the view loaded.
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            view.addSubview(messages)
            setContentScrollView(messages, for: .bottom)
            navigationItem.style = .browser
            navigationItem.customizationIdentifier = "com.example.mail.mailbox"
            navigationItem.centerItemGroups = [
                UIBarButtonItem(systemItem: .reply)
                    .creatingMovableGroup(customizationIdentifier: "reply"),
                UIBarButtonItem(systemItem: .trash)
                    .creatingOptionalGroup(
                        customizationIdentifier: "trash", isInDefaultCustomization: false),
            ]
            navigationItem.pinnedTrailingGroup = UIBarButtonItemGroup.fixedGroup(items: [
                filterItem
            ])
            navigationItem.titleMenuProvider = { [weak self] suggested in
                let moves = (self?.mailboxes ?? []).map { name in
                    UIAction(title: name) { [weak self] _ in self?.title = name }
                }
                return UIMenu(children: suggested + moves)
            }
            navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached {
                [weak self] completion in
                self?.overflowLoads += 1
                completion([UIAction(title: "Mark All as Read") { _ in }])
            }
            hidesBottomBarWhenPushed = false
            navigationController?.setToolbarHidden(false, animated: false)
        }

        /// UIKit calls this before layout when something it read changed.
        public override func updateProperties() {
            super.updateProperties()
            filterItem.badge = unreadCount > 0 ? .count(unreadCount) : nil
            navigationItem.subtitle = filterItem.badge?.stringValue.map { "\($0) unread" }
        }

        /// Flags the mailbox: the filter shows a dot instead of a number.
        public func flag() {
            var badge = UIBarButtonItem.Badge.indicator()
            badge.backgroundColor = .systemOrange
            filterItem.badge = badge
        }

        /// The scroll view the navigation bar tracks.
        public var trackedByNavigationBar: UIScrollView? {
            contentScrollView(for: .top)
        }
    }

#endif
