import Foundation

extension UIViewController {
    /// The controller that handles `action` for this one: this controller if its class
    /// handles it, else the first one up through parents, then presenters, that does; `nil`
    /// when none does. HeadlessUIKit knows the actions of its own classes:
    /// `showViewController:sender:` (navigation controllers) and
    /// `showDetailViewController:sender:` (none on a compact iPhone).
    public func targetViewController(forAction action: Selector, sender: Any?)
        -> UIViewController?
    {
        switch "\(action)" {
        case "showViewController:sender:", "show(_:sender:)": return showTarget(detail: false)
        case "showDetailViewController:sender:", "showDetailViewController(_:sender:)":
            return showTarget(detail: true)
        default: return nil
        }
    }

    /// A bar button item that toggles editing mode.
    public var editButtonItem: UIBarButtonItem {
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
            action: nil)
        item.primaryAction = UIAction(title: item.title ?? "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        return item
    }
}
