#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The look an app picks for a section of its interface, passed down as a custom trait.
public enum SectionTheme: Int, Hashable, Sendable {
    /// The app's usual look.
    case standard
    /// Softer colours, for the reading sections.
    case reading
}

/// The custom trait that carries a ``SectionTheme`` (iOS 17).
@available(iOS 17.0, *)
public struct SectionThemeTrait: UITraitDefinition {
    /// The usual look when nothing sets one.
    public static let defaultValue = SectionTheme.standard
    /// The theme changes colours.
    public static let affectsColorAppearance = true
}

/// A container that gives its child the reading theme through trait overrides, as apps do
/// since iOS 17, and reads it back in the child.
public final class ThemedSectionViewController: UIViewController {
    /// The themed child.
    public let content = UIViewController()

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        if #available(iOS 17.0, *) {
            content.traitOverrides[SectionThemeTrait.self] = .reading
        }
    }

    /// The theme the child sees, `.standard` before iOS 17.
    public var contentTheme: SectionTheme {
        if #available(iOS 17.0, *) {
            return content.traitCollection[SectionThemeTrait.self]
        }
        return .standard
    }

    /// The child's traits as a reading section in dark mode would see them (iOS 17).
    @available(iOS 17.0, *)
    public func darkReadingTraits() -> UITraitCollection {
        let reading = UITraitCollection { traits in
            traits[SectionThemeTrait.self] = .reading
        }
        return reading.modifyingTraits { traits in
            traits.userInterfaceStyle = .dark
        }
    }
}
