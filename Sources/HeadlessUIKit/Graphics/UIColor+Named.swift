import Foundation

// UIKit's named colours. The standard colours are fixed; the system colours are dynamic:
// their light and dark values are those of Apple's Human Interface Guidelines colour tables
// (iOS), resolved with `resolvedColor(with:)` or a trait collection's `userInterfaceStyle`.

extension UIColor {
    /// The standard colour black.
    public class var black: UIColor { UIColor(named: "black", rgb: 0x000000) }
    /// The standard colour darkGray.
    public class var darkGray: UIColor { UIColor(named: "darkGray", rgb: 0x555555) }
    /// The standard colour lightGray.
    public class var lightGray: UIColor { UIColor(named: "lightGray", rgb: 0xAAAAAA) }
    /// The standard colour white.
    public class var white: UIColor { UIColor(named: "white", rgb: 0xFFFFFF) }
    /// The standard colour gray.
    public class var gray: UIColor { UIColor(named: "gray", rgb: 0x808080) }
    /// The standard colour red.
    public class var red: UIColor { UIColor(named: "red", rgb: 0xFF0000) }
    /// The standard colour green.
    public class var green: UIColor { UIColor(named: "green", rgb: 0x00FF00) }
    /// The standard colour blue.
    public class var blue: UIColor { UIColor(named: "blue", rgb: 0x0000FF) }
    /// The standard colour cyan.
    public class var cyan: UIColor { UIColor(named: "cyan", rgb: 0x00FFFF) }
    /// The standard colour yellow.
    public class var yellow: UIColor { UIColor(named: "yellow", rgb: 0xFFFF00) }
    /// The standard colour magenta.
    public class var magenta: UIColor { UIColor(named: "magenta", rgb: 0xFF00FF) }
    /// The standard colour orange.
    public class var orange: UIColor { UIColor(named: "orange", rgb: 0xFF8000) }
    /// The standard colour purple.
    public class var purple: UIColor { UIColor(named: "purple", rgb: 0x800080) }
    /// The standard colour brown.
    public class var brown: UIColor { UIColor(named: "brown", rgb: 0x996633) }
    /// The standard colour clear (transparent black).
    public class var clear: UIColor { UIColor(named: "clear", rgb: 0x000000, alpha: 0) }
    /// The system colour systemRed, with light and dark values.
    public class var systemRed: UIColor {
        UIColor(named: "systemRed", light: 0xFF3B30, dark: 0xFF453A)
    }
    /// The system colour systemGreen, with light and dark values.
    public class var systemGreen: UIColor {
        UIColor(named: "systemGreen", light: 0x34C759, dark: 0x30D158)
    }
    /// The system colour systemBlue, with light and dark values.
    public class var systemBlue: UIColor {
        UIColor(named: "systemBlue", light: 0x007AFF, dark: 0x0A84FF)
    }
    /// The system colour systemOrange, with light and dark values.
    public class var systemOrange: UIColor {
        UIColor(named: "systemOrange", light: 0xFF9500, dark: 0xFF9F0A)
    }
    /// The system colour systemYellow, with light and dark values.
    public class var systemYellow: UIColor {
        UIColor(named: "systemYellow", light: 0xFFCC00, dark: 0xFFD60A)
    }
    /// The system colour systemPink, with light and dark values.
    public class var systemPink: UIColor {
        UIColor(named: "systemPink", light: 0xFF2D55, dark: 0xFF375F)
    }
    /// The system colour systemPurple, with light and dark values.
    public class var systemPurple: UIColor {
        UIColor(named: "systemPurple", light: 0xAF52DE, dark: 0xBF5AF2)
    }
    /// The system colour systemTeal, with light and dark values.
    public class var systemTeal: UIColor {
        UIColor(named: "systemTeal", light: 0x30B0C7, dark: 0x40C8E0)
    }
    /// The system colour systemIndigo, with light and dark values.
    public class var systemIndigo: UIColor {
        UIColor(named: "systemIndigo", light: 0x5856D6, dark: 0x5E5CE6)
    }
    /// The system colour systemBrown, with light and dark values.
    public class var systemBrown: UIColor {
        UIColor(named: "systemBrown", light: 0xA2845E, dark: 0xAC8E68)
    }
    /// The system colour systemMint, with light and dark values.
    public class var systemMint: UIColor {
        UIColor(named: "systemMint", light: 0x00C7BE, dark: 0x63E6E2)
    }
    /// The system colour systemCyan, with light and dark values.
    public class var systemCyan: UIColor {
        UIColor(named: "systemCyan", light: 0x32ADE6, dark: 0x64D2FF)
    }
    /// The system colour systemGray, with light and dark values.
    public class var systemGray: UIColor {
        UIColor(named: "systemGray", light: 0x8E8E93, dark: 0x8E8E93)
    }
    /// The system colour systemGray2, with light and dark values.
    public class var systemGray2: UIColor {
        UIColor(named: "systemGray2", light: 0xAEAEB2, dark: 0x636366)
    }
    /// The system colour systemGray3, with light and dark values.
    public class var systemGray3: UIColor {
        UIColor(named: "systemGray3", light: 0xC7C7CC, dark: 0x48484A)
    }
    /// The system colour systemGray4, with light and dark values.
    public class var systemGray4: UIColor {
        UIColor(named: "systemGray4", light: 0xD1D1D6, dark: 0x3A3A3C)
    }
    /// The system colour systemGray5, with light and dark values.
    public class var systemGray5: UIColor {
        UIColor(named: "systemGray5", light: 0xE5E5EA, dark: 0x2C2C2E)
    }
    /// The system colour systemGray6, with light and dark values.
    public class var systemGray6: UIColor {
        UIColor(named: "systemGray6", light: 0xF2F2F7, dark: 0x1C1C1E)
    }
    /// The system colour tintColor, with light and dark values.
    public class var tintColor: UIColor {
        UIColor(named: "tintColor", light: 0x007AFF, dark: 0x0A84FF)
    }
    /// The system colour label, with light and dark values.
    public class var label: UIColor {
        UIColor(named: "label", light: 0x000000, dark: 0xFFFFFF)
    }
    /// The system colour secondaryLabel, with light and dark values.
    public class var secondaryLabel: UIColor {
        UIColor(named: "secondaryLabel", light: 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    }
    /// The system colour tertiaryLabel, with light and dark values.
    public class var tertiaryLabel: UIColor {
        UIColor(named: "tertiaryLabel", light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    }
    /// The system colour quaternaryLabel, with light and dark values.
    public class var quaternaryLabel: UIColor {
        UIColor(named: "quaternaryLabel", light: 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    }
    /// The system colour link, with light and dark values.
    public class var link: UIColor {
        UIColor(named: "link", light: 0x007AFF, dark: 0x0984FF)
    }
    /// The system colour placeholderText, with light and dark values.
    public class var placeholderText: UIColor {
        UIColor(named: "placeholderText", light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    }
    /// The system colour separator, with light and dark values.
    public class var separator: UIColor {
        UIColor(named: "separator", light: 0x3C3C43, 0.29, dark: 0x545458, 0.6)
    }
    /// The system colour opaqueSeparator, with light and dark values.
    public class var opaqueSeparator: UIColor {
        UIColor(named: "opaqueSeparator", light: 0xC6C6C8, dark: 0x38383A)
    }
    /// The system colour systemBackground, with light and dark values.
    public class var systemBackground: UIColor {
        UIColor(named: "systemBackground", light: 0xFFFFFF, dark: 0x000000)
    }
    /// The system colour secondarySystemBackground, with light and dark values.
    public class var secondarySystemBackground: UIColor {
        UIColor(named: "secondarySystemBackground", light: 0xF2F2F7, dark: 0x1C1C1E)
    }
    /// The system colour tertiarySystemBackground, with light and dark values.
    public class var tertiarySystemBackground: UIColor {
        UIColor(named: "tertiarySystemBackground", light: 0xFFFFFF, dark: 0x2C2C2E)
    }
    /// The system colour systemGroupedBackground, with light and dark values.
    public class var systemGroupedBackground: UIColor {
        UIColor(named: "systemGroupedBackground", light: 0xF2F2F7, dark: 0x000000)
    }
    /// The system colour secondarySystemGroupedBackground, with light and dark values.
    public class var secondarySystemGroupedBackground: UIColor {
        UIColor(named: "secondarySystemGroupedBackground", light: 0xFFFFFF, dark: 0x1C1C1E)
    }
    /// The system colour tertiarySystemGroupedBackground, with light and dark values.
    public class var tertiarySystemGroupedBackground: UIColor {
        UIColor(named: "tertiarySystemGroupedBackground", light: 0xF2F2F7, dark: 0x2C2C2E)
    }
    /// The system colour systemFill, with light and dark values.
    public class var systemFill: UIColor {
        UIColor(named: "systemFill", light: 0x787880, 0.2, dark: 0x787880, 0.36)
    }
    /// The system colour secondarySystemFill, with light and dark values.
    public class var secondarySystemFill: UIColor {
        UIColor(named: "secondarySystemFill", light: 0x787880, 0.16, dark: 0x787880, 0.32)
    }
    /// The system colour tertiarySystemFill, with light and dark values.
    public class var tertiarySystemFill: UIColor {
        UIColor(named: "tertiarySystemFill", light: 0x767680, 0.12, dark: 0x767680, 0.24)
    }
    /// The system colour quaternarySystemFill, with light and dark values.
    public class var quaternarySystemFill: UIColor {
        UIColor(named: "quaternarySystemFill", light: 0x747480, 0.08, dark: 0x767680, 0.18)
    }
    /// The system colour lightText, with light and dark values.
    public class var lightText: UIColor {
        UIColor(named: "lightText", light: 0xFFFFFF, 0.6, dark: 0xFFFFFF, 0.6)
    }
    /// The system colour darkText, with light and dark values.
    public class var darkText: UIColor {
        UIColor(named: "darkText", light: 0x000000, dark: 0x000000)
    }
    /// The old grouped table background (deprecated in iOS 13).
    @available(*, deprecated, message: "Use systemGroupedBackgroundColor instead")
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }
}
