import Foundation

/// A search field with optional scope buttons.
@MainActor
open class UISearchBar: UIView {
    /// The look of the bar.
    public enum Style: UInt, Sendable {
        /// The default look.
        case `default` = 0
        /// Prominent.
        case prominent = 1
        /// Minimal.
        case minimal = 2
    }

    /// The search text.
    open var text: String?
    /// The text shown while empty.
    open var placeholder: String?
    /// A line above the field.
    open var prompt: String?
    /// The look of the bar.
    open var searchBarStyle = Style.default
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]?
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows.
    open var showsScopeBar = false
    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?
}

/// Told about the user's search input.
@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
