import Foundation

/// A colour: red, green, blue and alpha components, or a dynamic colour that resolves
/// against a trait collection (light or dark).
///
/// `@unchecked Sendable` as in UIKit: a colour never changes after it is made.
open class UIColor: NSObject, @unchecked Sendable {
    /// RGBA components, each 0…1.
    typealias Components = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    private let components: Components
    private let provider: ((UITraitCollection) -> UIColor)?
    private let name: String?

    init(components: Components, name: String? = nil) {
        self.components = components
        self.provider = nil
        self.name = name
        super.init()
    }

    /// A fixed named colour from a 24-bit RGB value.
    convenience init(named name: String, rgb: UInt32, alpha: CGFloat = 1) {
        self.init(components: Self.components(rgb, alpha), name: name)
    }

    /// A dynamic named colour from 24-bit RGB values for light and dark.
    convenience init(
        named name: String, light: UInt32, _ lightAlpha: CGFloat = 1, dark: UInt32,
        _ darkAlpha: CGFloat = 1
    ) {
        self.init(
            named: name, light: Self.components(light, lightAlpha),
            dark: Self.components(dark, darkAlpha))
    }

    private static func components(_ rgb: UInt32, _ alpha: CGFloat) -> Components {
        (
            CGFloat((rgb >> 16) & 0xFF) / 255, CGFloat((rgb >> 8) & 0xFF) / 255,
            CGFloat(rgb & 0xFF) / 255, alpha
        )
    }

    private convenience init(named name: String, light: Components, dark: Components) {
        self.init(
            name: name,
            provider: { traits in
                UIColor(
                    components: traits.userInterfaceStyle == .dark ? dark : light, name: name)
            })
    }

    private init(name: String?, provider: @escaping (UITraitCollection) -> UIColor) {
        self.components = provider(HeadlessBehaviour.traits).components
        self.provider = provider
        self.name = name
        super.init()
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        components = (white, white, white, alpha)
        provider = nil
        name = nil
        super.init()
    }

    /// A colour from hue, saturation and brightness.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        components = (r + m, g + m, b + m, alpha)
        provider = nil
        name = nil
        super.init()
    }

    /// A colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
        name = nil
        super.init()
    }

    /// A colour from Display P3 components (kept as given).
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (displayP3Red, green, blue, alpha)
        provider = nil
        name = nil
        super.init()
    }

    /// A dynamic colour: `dynamicProvider` picks the colour for a trait collection.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = dynamicProvider(HeadlessBehaviour.traits).components
        provider = dynamicProvider
        name = nil
        super.init()
    }

    /// The same colour.
    public convenience init(color: UIColor) {
        self.init(components: color.components, name: color.name)
    }

    /// A colour from the app's asset catalogue; HeadlessUIKit has none, so `nil`.
    public convenience init?(named name: String) {
        return nil
    }

    /// A colour from an asset catalogue; HeadlessUIKit has none, so `nil`.
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        return nil
    }

    /// The colour as a Core Graphics colour (the light appearance for a dynamic colour).
    open var cgColor: CGColor {
        #if canImport(CoreGraphics)
            CGColor(
                srgbRed: components.red, green: components.green, blue: components.blue,
                alpha: components.alpha)
        #else
            CGColor(components: [
                components.red, components.green, components.blue, components.alpha,
            ])
        #endif
    }

    /// A colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        let rgba: [CGFloat] =
            parts.count >= 4 ? parts : [parts[0], parts[0], parts[0], parts.last ?? 1]
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }

    /// This colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    /// The colour for `traitCollection`: itself unless it is dynamic.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// The red, green, blue and alpha components (of the light appearance for a dynamic
    /// colour).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Whether both are the same colour (same components, or the same named colour).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let name, name == other.name { return true }
        return components == other.components && provider == nil && other.provider == nil
    }

    /// A hash consistent with equality.
    open override var hash: Int { name?.hashValue ?? 0 }

    /// The name of a named colour, else its components.
    open override var description: String {
        if let name { return "UIColor.\(name)" }
        return String(
            format: "UIColor(red: %.3f, green: %.3f, blue: %.3f, alpha: %.3f)", components.red,
            components.green, components.blue, components.alpha)
    }
}
