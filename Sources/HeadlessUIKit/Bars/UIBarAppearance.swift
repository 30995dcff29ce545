import Foundation

/// A bar's look (iOS 13): background and shadow. HeadlessUIKit draws nothing; the
/// configuration is kept as set.
@MainActor
open class UIBarAppearance: NSObject {
    /// The idiom it was made for.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The shadow's colour.
    open var shadowColor: UIColor?
    /// The shadow image.
    open var shadowImage: UIImage?

    /// An appearance for the current idiom.
    public override convenience init() {
        self.init(idiom: HeadlessBehaviour.traits.userInterfaceIdiom)
    }

    /// An appearance for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s shared values.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's translucent background and shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
    }
}

/// A navigation bar's look: title attributes besides the background.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset of the title.
    open var titlePositionAdjustment = UIOffset.zero

    /// A copy of `barAppearance`, with its title attributes when it is a navigation bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
    }

    /// An appearance for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }
}

/// A tab bar's look.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The selection indicator's tint colour.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator image.
    open var selectionIndicatorImage: UIImage?

    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabBar = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
            selectionIndicatorImage = tabBar.selectionIndicatorImage
        }
    }

    /// An appearance for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }
}

/// A toolbar's look.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    /// An appearance for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }
}
