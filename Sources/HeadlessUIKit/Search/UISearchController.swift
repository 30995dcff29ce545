import Foundation

/// A search bar that shows results, placed in a navigation item (`navigationItem
/// .searchController`). HeadlessUIKit keeps its configuration; `search.headless.type(_:)`
/// is the user typing: the bar's text changes, the controller becomes active, and the
/// results updater and the bar's delegate hear it.
@MainActor
open class UISearchController: UIViewController {
    /// The controller that shows results; nil to show them in the searched controller.
    open private(set) var searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar(frame: .zero)
    /// Told when the text or scope changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search becomes active or inactive.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the search is active.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                delegate?.didDismissSearchController(self)
            }
        }
    }
    /// Whether the content behind dims while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results show as soon as the search starts (iOS 13).
    open var showsSearchResultsController = false
    /// Whether the scope bar shows automatically (iOS 16).
    open var automaticallyShowsScopeBar = true

    /// A search controller showing results in `searchResultsController`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller without a results controller.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
    {
        self.init(searchResultsController: nil)
    }

    /// Not supported: search controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Updates results as the user searches.
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search text or scope changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search starts and ends.
@MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

extension Headless where Base: UISearchController {
    /// The user types `text` in the search bar: the search becomes active, the bar's text
    /// changes, its delegate hears `textDidChange`, and the results updater updates.
    public func type(_ text: String) {
        let search = base
        search.isActive = true
        search.searchBar.text = text
        search.searchBar.delegate?.searchBar(search.searchBar, textDidChange: text)
        search.searchResultsUpdater?.updateSearchResults(for: search)
    }

    /// The user taps Cancel: the text clears, the search ends, and the updater updates.
    public func cancel() {
        let search = base
        search.searchBar.text = ""
        search.searchBar.delegate?.searchBarCancelButtonClicked(search.searchBar)
        search.isActive = false
        search.searchResultsUpdater?.updateSearchResults(for: search)
    }
}
