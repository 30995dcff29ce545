import Foundation

/// A button: per-state titles and images, or a configuration (iOS 15), and the actions of a
/// control. `button.headless.tap()` runs its actions as a tap does.
@MainActor
open class UIButton: UIControl {
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
        /// No system look.
        case custom = 0
        /// The system's button.
        case system = 1
        /// A detail disclosure (i) button.
        case detailDisclosure = 2
        /// An info button, light.
        case infoLight = 3
        /// An info button, dark.
        case infoDark = 4
        /// A contact-add (+) button.
        case contactAdd = 5
        /// A close (×) button (iOS 13).
        case close = 7
        /// The old rounded-rectangle button: the system button.
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button.
    open private(set) var buttonType = ButtonType.custom
    /// The configuration (iOS 15); `nil` for a button with per-state titles.
    open var configuration: Configuration? {
        didSet { configurationTitle = configuration?.title }
    }
    /// The menu shown by the button (iOS 14).
    open var menu: UIMenu?
    /// Whether the menu is the primary action (iOS 14).
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap toggles `isSelected` (iOS 15).
    open var changesSelectionAsPrimaryAction = false

    /// The label showing the title.
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var configurationTitle: String?

    /// A custom button filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported: buttons are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A system button with `configuration` (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        configurationTitle = configuration.title
    }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// The title colour for `state`.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image for `state`.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now: the configuration's, else the current state's.
    open var currentTitle: String? { configurationTitle ?? title(for: state) }

    /// The image shown now.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
}
