import Foundation

/// A reusable view of a collection view: cells, headers and footers.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it is reused by.
    open internal(set) var reuseIdentifier: String?

    /// What `dequeue…` makes a registered class with. Swift can make an instance from a
    /// class only through a `required` initializer: this one forwards to `init(frame:)`,
    /// which subclasses inherit it from (HeadlessUIKit only; see the DocC differences).
    public required convenience init(_headlessReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the view is reused.
    open func prepareForReuse() {}
}

/// An item of a collection view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    public private(set) lazy var contentView = UIView(frame: bounds)
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The content, as a configuration (iOS 14).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The background view.
    open var backgroundView: UIView?
    /// The background view when selected.
    open var selectedBackgroundView: UIView?
}
