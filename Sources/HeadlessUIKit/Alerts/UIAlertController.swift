import Foundation

/// An alert or action sheet: a title, a message, actions and (alerts only) text fields.
/// Present it like any controller; it covers its presenter without taking its view away
/// (a custom presentation, as in UIKit), so the presenter gets no appearance callbacks. A
/// test taps a button with `alert.headless.tapAction(titled:)`: the alert is dismissed and
/// the action's handler runs when the dismissal ends
/// (``HeadlessBehaviour/alertHandlerRunsAfterDismissal``).
///
/// Misuse UIKit rejects with an exception (a second cancel action, a text field on an
/// action sheet) records UIKit's message and changes nothing.
@MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom of the screen.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The message under the title.
    open var message: String?
    /// Alert or action sheet.
    open private(set) var preferredStyle = Style.alert
    /// The action shown as the default (bold) one.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            guard newValue == nil || actions.contains(where: { $0 === newValue }) else {
                recordException(
                    UIKitException.invalidArgument,
                    "The -preferredAction of an alert controller must be one of its actions.")
                return
            }
            preferredActionStorage = newValue
        }
    }
    /// How severe the alert is (iOS 16; used on Mac Catalyst).
    open var severity = UIAlertControllerSeverity.default

    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    private var textFieldStorage: [UITextField] = []
    private var preferredActionStorage: UIAlertAction?

    /// An alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// An alert with no title.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Not supported: alerts are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds a button. A second `.cancel` action records UIKit's exception message and is
    /// not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            recordException(
                UIKitException.internalInconsistency,
                "UIAlertController can only have one action with a style of "
                    + "UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler`. Only alerts have text
    /// fields: on an action sheet it records UIKit's exception message and adds nothing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            recordException(
                UIKitException.internalInconsistency,
                "Text fields can only be added to an alert controller of style "
                    + "UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: .zero)
        textFieldStorage.append(field)
        configurationHandler?(field)
    }

    /// The text fields, in the order they were added; `nil` when there are none.
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }
}

/// How severe an alert is (iOS 16).
public enum UIAlertControllerSeverity: Int, Sendable {
    /// A normal alert.
    case `default` = 0
    /// A critical alert.
    case critical = 1
}
