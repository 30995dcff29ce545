import Foundation

/// A row of a table view: a content view, the classic labels and image, an accessory and
/// selection state.
@MainActor
open class UITableViewCell: UIView {
    /// The classic layouts.
    public enum CellStyle: Int, Sendable {
        /// A label and an image.
        case `default` = 0
        /// A label and a right-aligned detail.
        case value1 = 1
        /// A small label and a detail.
        case value2 = 2
        /// A label with a subtitle.
        case subtitle = 3
    }

    /// The accessory shown at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button with a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// Not highlighted.
        case none = 0
        /// Blue (deprecated look: grey).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The default.
        case `default` = 3
    }

    /// The cell's layout.
    let cellStyle: CellStyle
    /// The identifier it is reused by.
    open private(set) var reuseIdentifier: String?
    /// The view that holds the cell's content.
    public private(set) lazy var contentView = UIView(frame: bounds)
    /// The main label.
    open private(set) lazy var textLabel: UILabel? = UILabel()
    /// The detail label (nil for the default style).
    open private(set) lazy var detailTextLabel: UILabel? = cellStyle == .default ? nil : UILabel()
    /// The image view.
    open private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)
    /// The accessory.
    open var accessoryType = AccessoryType.none
    /// A custom accessory view.
    open var accessoryView: UIView?
    /// How a selected cell looks.
    open var selectionStyle = SelectionStyle.default
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

    /// A cell of `style` reused by `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// Not supported: cells are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What `dequeueReusableCell(withIdentifier:for:)` makes a registered class with.
    /// Swift can make an instance from a class only through a `required` initializer: this
    /// one forwards to `init(style: .default, reuseIdentifier:)`, which the cell classes
    /// inherit it from (HeadlessUIKit only; see README "Differences from UIKit").
    public required convenience init(_headlessReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The default list configuration for the cell's style (iOS 14).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        cellStyle == .subtitle ? .subtitleCell() : .cell()
    }

    /// Called before the cell is reused.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }
}
