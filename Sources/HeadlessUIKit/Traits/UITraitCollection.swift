import Foundation

/// The traits of an interface: size classes, idiom, light or dark. HeadlessUIKit runs as an
/// iPhone in portrait (``HeadlessBehaviour/traits``): compact width, regular height.
///
/// `@unchecked Sendable` as in UIKit, and safe: its `internal(set)` properties are written only
/// while the collection is being made (`init(mutations:)`, `modifyingTraits(_:)`, the trait
/// initialisers), before anyone else holds it; a made collection never changes.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The idiom.
    open internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// Light or dark.
    open internal(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The layout direction.
    open internal(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Points to pixels.
    open internal(set) var displayScale: CGFloat = 0
    /// The width's size class.
    open internal(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The height's size class.
    open internal(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The values of custom traits (iOS 17), by trait type; empty for most collections.
    var customTraits: [ObjectIdentifier: Any] = [:]

    /// An empty collection: every trait unspecified.
    public override init() {
        super.init()
    }

    /// Not supported: trait collections are made in code.
    public init?(coder: NSCoder) {
        return nil
    }

    /// A collection with every trait specified in `traitCollections`, later ones winning.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        super.init()
        for traits in traitCollections { merge(traits) }
    }

    /// A collection with only the idiom.
    public init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        super.init()
        userInterfaceIdiom = idiom
    }

    /// A collection with only the style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        super.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A collection with only the layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        super.init()
        self.layoutDirection = layoutDirection
    }

    /// A collection with only the display scale.
    public init(displayScale scale: CGFloat) {
        super.init()
        displayScale = scale
    }

    /// A collection with only the horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        super.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// A collection with only the vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        super.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// Whether every trait specified in `trait` has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        func same<T: Equatable>(_ value: T, _ other: T, unspecified: T) -> Bool {
            other == unspecified || value == other
        }
        return same(userInterfaceIdiom, trait.userInterfaceIdiom, unspecified: .unspecified)
            && same(userInterfaceStyle, trait.userInterfaceStyle, unspecified: .unspecified)
            && same(layoutDirection, trait.layoutDirection, unspecified: .unspecified)
            && same(displayScale, trait.displayScale, unspecified: 0)
            && same(horizontalSizeClass, trait.horizontalSizeClass, unspecified: .unspecified)
            && same(verticalSizeClass, trait.verticalSizeClass, unspecified: .unspecified)
    }

    /// The traits of the current environment: HeadlessUIKit's iPhone.
    public class var current: UITraitCollection { HeadlessBehaviour.traits }

    private func merge(_ other: UITraitCollection) {
        if other.userInterfaceIdiom != .unspecified {
            userInterfaceIdiom = other.userInterfaceIdiom
        }
        if other.userInterfaceStyle != .unspecified {
            userInterfaceStyle = other.userInterfaceStyle
        }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified {
            horizontalSizeClass = other.horizontalSizeClass
        }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if !other.customTraits.isEmpty {
            customTraits.merge(other.customTraits) { _, later in later }
        }
    }
}

/// Objects that have traits: views, view controllers, presentation controllers.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits.
    var traitCollection: UITraitCollection { get }
    /// The traits changed (deprecated in iOS 17 in favour of trait registration).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// Mac Catalyst's Mac idiom.
    case mac = 5
    /// visionOS.
    case reality = 6
}

/// Compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact.
    case compact = 1
    /// Regular.
    case regular = 2
}

/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
}

/// The direction of a trait environment's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
