import Foundation

// UIKit's named colours. The standard colours are fixed; the system colours are dynamic:
// their light and dark values are those of Apple's Human Interface Guidelines colour tables
// (iOS), resolved with `resolvedColor(with:)` or a trait collection's `userInterfaceStyle`.

extension UIColor {
    /// The standard colour black.
    public class var black: UIColor { UIColor(named: "black", light: (0, 0, 0, 1)) }
    /// The standard colour darkGray.
    public class var darkGray: UIColor { UIColor(named: "darkGray", light: (0.3333, 0.3333, 0.3333, 1)) }
    /// The standard colour lightGray.
    public class var lightGray: UIColor { UIColor(named: "lightGray", light: (0.6667, 0.6667, 0.6667, 1)) }
    /// The standard colour white.
    public class var white: UIColor { UIColor(named: "white", light: (1, 1, 1, 1)) }
    /// The standard colour gray.
    public class var gray: UIColor { UIColor(named: "gray", light: (0.5, 0.5, 0.5, 1)) }
    /// The standard colour red.
    public class var red: UIColor { UIColor(named: "red", light: (1, 0, 0, 1)) }
    /// The standard colour green.
    public class var green: UIColor { UIColor(named: "green", light: (0, 1, 0, 1)) }
    /// The standard colour blue.
    public class var blue: UIColor { UIColor(named: "blue", light: (0, 0, 1, 1)) }
    /// The standard colour cyan.
    public class var cyan: UIColor { UIColor(named: "cyan", light: (0, 1, 1, 1)) }
    /// The standard colour yellow.
    public class var yellow: UIColor { UIColor(named: "yellow", light: (1, 1, 0, 1)) }
    /// The standard colour magenta.
    public class var magenta: UIColor { UIColor(named: "magenta", light: (1, 0, 1, 1)) }
    /// The standard colour orange.
    public class var orange: UIColor { UIColor(named: "orange", light: (1, 0.5, 0, 1)) }
    /// The standard colour purple.
    public class var purple: UIColor { UIColor(named: "purple", light: (0.5, 0, 0.5, 1)) }
    /// The standard colour brown.
    public class var brown: UIColor { UIColor(named: "brown", light: (0.6, 0.4, 0.2, 1)) }
    /// The standard colour clear.
    public class var clear: UIColor { UIColor(named: "clear", light: (0, 0, 0, 0)) }
    /// The system colour systemRed, with light and dark values.
    public class var systemRed: UIColor { UIColor(named: "systemRed", light: (1, 0.2314, 0.1882, 1), dark: (1, 0.2706, 0.2275, 1)) }
    /// The system colour systemGreen, with light and dark values.
    public class var systemGreen: UIColor { UIColor(named: "systemGreen", light: (0.2039, 0.7804, 0.349, 1), dark: (0.1882, 0.8196, 0.3451, 1)) }
    /// The system colour systemBlue, with light and dark values.
    public class var systemBlue: UIColor { UIColor(named: "systemBlue", light: (0, 0.4784, 1, 1), dark: (0.03922, 0.5176, 1, 1)) }
    /// The system colour systemOrange, with light and dark values.
    public class var systemOrange: UIColor { UIColor(named: "systemOrange", light: (1, 0.5843, 0, 1), dark: (1, 0.6235, 0.03922, 1)) }
    /// The system colour systemYellow, with light and dark values.
    public class var systemYellow: UIColor { UIColor(named: "systemYellow", light: (1, 0.8, 0, 1), dark: (1, 0.8392, 0.03922, 1)) }
    /// The system colour systemPink, with light and dark values.
    public class var systemPink: UIColor { UIColor(named: "systemPink", light: (1, 0.1765, 0.3333, 1), dark: (1, 0.2157, 0.3725, 1)) }
    /// The system colour systemPurple, with light and dark values.
    public class var systemPurple: UIColor { UIColor(named: "systemPurple", light: (0.6863, 0.3216, 0.8706, 1), dark: (0.749, 0.3529, 0.949, 1)) }
    /// The system colour systemTeal, with light and dark values.
    public class var systemTeal: UIColor { UIColor(named: "systemTeal", light: (0.1882, 0.6902, 0.7804, 1), dark: (0.251, 0.7843, 0.8784, 1)) }
    /// The system colour systemIndigo, with light and dark values.
    public class var systemIndigo: UIColor { UIColor(named: "systemIndigo", light: (0.3451, 0.3373, 0.8392, 1), dark: (0.3686, 0.3608, 0.902, 1)) }
    /// The system colour systemBrown, with light and dark values.
    public class var systemBrown: UIColor { UIColor(named: "systemBrown", light: (0.6353, 0.5176, 0.3686, 1), dark: (0.6745, 0.5569, 0.4078, 1)) }
    /// The system colour systemMint, with light and dark values.
    public class var systemMint: UIColor { UIColor(named: "systemMint", light: (0, 0.7804, 0.7451, 1), dark: (0.3882, 0.902, 0.8863, 1)) }
    /// The system colour systemCyan, with light and dark values.
    public class var systemCyan: UIColor { UIColor(named: "systemCyan", light: (0.1961, 0.6784, 0.902, 1), dark: (0.3922, 0.8235, 1, 1)) }
    /// The system colour systemGray, with light and dark values.
    public class var systemGray: UIColor { UIColor(named: "systemGray", light: (0.5569, 0.5569, 0.5765, 1), dark: (0.5569, 0.5569, 0.5765, 1)) }
    /// The system colour systemGray2, with light and dark values.
    public class var systemGray2: UIColor { UIColor(named: "systemGray2", light: (0.6824, 0.6824, 0.698, 1), dark: (0.3882, 0.3882, 0.4, 1)) }
    /// The system colour systemGray3, with light and dark values.
    public class var systemGray3: UIColor { UIColor(named: "systemGray3", light: (0.7804, 0.7804, 0.8, 1), dark: (0.2824, 0.2824, 0.2902, 1)) }
    /// The system colour systemGray4, with light and dark values.
    public class var systemGray4: UIColor { UIColor(named: "systemGray4", light: (0.8196, 0.8196, 0.8392, 1), dark: (0.2275, 0.2275, 0.2353, 1)) }
    /// The system colour systemGray5, with light and dark values.
    public class var systemGray5: UIColor { UIColor(named: "systemGray5", light: (0.898, 0.898, 0.9176, 1), dark: (0.1725, 0.1725, 0.1804, 1)) }
    /// The system colour systemGray6, with light and dark values.
    public class var systemGray6: UIColor { UIColor(named: "systemGray6", light: (0.949, 0.949, 0.9686, 1), dark: (0.1098, 0.1098, 0.1176, 1)) }
    /// The system colour tintColor, with light and dark values.
    public class var tintColor: UIColor { UIColor(named: "tintColor", light: (0, 0.4784, 1, 1), dark: (0.03922, 0.5176, 1, 1)) }
    /// The system colour label, with light and dark values.
    public class var label: UIColor { UIColor(named: "label", light: (0, 0, 0, 1), dark: (1, 1, 1, 1)) }
    /// The system colour secondaryLabel, with light and dark values.
    public class var secondaryLabel: UIColor { UIColor(named: "secondaryLabel", light: (0.2353, 0.2353, 0.2627, 0.6), dark: (0.9216, 0.9216, 0.9608, 0.6)) }
    /// The system colour tertiaryLabel, with light and dark values.
    public class var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel", light: (0.2353, 0.2353, 0.2627, 0.3), dark: (0.9216, 0.9216, 0.9608, 0.3)) }
    /// The system colour quaternaryLabel, with light and dark values.
    public class var quaternaryLabel: UIColor { UIColor(named: "quaternaryLabel", light: (0.2353, 0.2353, 0.2627, 0.18), dark: (0.9216, 0.9216, 0.9608, 0.16)) }
    /// The system colour link, with light and dark values.
    public class var link: UIColor { UIColor(named: "link", light: (0, 0.4784, 1, 1), dark: (0.03529, 0.5176, 1, 1)) }
    /// The system colour placeholderText, with light and dark values.
    public class var placeholderText: UIColor { UIColor(named: "placeholderText", light: (0.2353, 0.2353, 0.2627, 0.3), dark: (0.9216, 0.9216, 0.9608, 0.3)) }
    /// The system colour separator, with light and dark values.
    public class var separator: UIColor { UIColor(named: "separator", light: (0.2353, 0.2353, 0.2627, 0.29), dark: (0.3294, 0.3294, 0.3451, 0.6)) }
    /// The system colour opaqueSeparator, with light and dark values.
    public class var opaqueSeparator: UIColor { UIColor(named: "opaqueSeparator", light: (0.7765, 0.7765, 0.7843, 1), dark: (0.2196, 0.2196, 0.2275, 1)) }
    /// The system colour systemBackground, with light and dark values.
    public class var systemBackground: UIColor { UIColor(named: "systemBackground", light: (1, 1, 1, 1), dark: (0, 0, 0, 1)) }
    /// The system colour secondarySystemBackground, with light and dark values.
    public class var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground", light: (0.949, 0.949, 0.9686, 1), dark: (0.1098, 0.1098, 0.1176, 1)) }
    /// The system colour tertiarySystemBackground, with light and dark values.
    public class var tertiarySystemBackground: UIColor { UIColor(named: "tertiarySystemBackground", light: (1, 1, 1, 1), dark: (0.1725, 0.1725, 0.1804, 1)) }
    /// The system colour systemGroupedBackground, with light and dark values.
    public class var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground", light: (0.949, 0.949, 0.9686, 1), dark: (0, 0, 0, 1)) }
    /// The system colour secondarySystemGroupedBackground, with light and dark values.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(named: "secondarySystemGroupedBackground", light: (1, 1, 1, 1), dark: (0.1098, 0.1098, 0.1176, 1)) }
    /// The system colour tertiarySystemGroupedBackground, with light and dark values.
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(named: "tertiarySystemGroupedBackground", light: (0.949, 0.949, 0.9686, 1), dark: (0.1725, 0.1725, 0.1804, 1)) }
    /// The system colour systemFill, with light and dark values.
    public class var systemFill: UIColor { UIColor(named: "systemFill", light: (0.4706, 0.4706, 0.502, 0.2), dark: (0.4706, 0.4706, 0.502, 0.36)) }
    /// The system colour secondarySystemFill, with light and dark values.
    public class var secondarySystemFill: UIColor { UIColor(named: "secondarySystemFill", light: (0.4706, 0.4706, 0.502, 0.16), dark: (0.4706, 0.4706, 0.502, 0.32)) }
    /// The system colour tertiarySystemFill, with light and dark values.
    public class var tertiarySystemFill: UIColor { UIColor(named: "tertiarySystemFill", light: (0.4627, 0.4627, 0.502, 0.12), dark: (0.4627, 0.4627, 0.502, 0.24)) }
    /// The system colour quaternarySystemFill, with light and dark values.
    public class var quaternarySystemFill: UIColor { UIColor(named: "quaternarySystemFill", light: (0.4549, 0.4549, 0.502, 0.08), dark: (0.4627, 0.4627, 0.502, 0.18)) }
    /// The system colour lightText, with light and dark values.
    public class var lightText: UIColor { UIColor(named: "lightText", light: (1, 1, 1, 0.6), dark: (1, 1, 1, 0.6)) }
    /// The system colour darkText, with light and dark values.
    public class var darkText: UIColor { UIColor(named: "darkText", light: (0, 0, 0, 1), dark: (0, 0, 0, 1)) }
    /// The old grouped table background (deprecated in iOS 13).
    @available(*, deprecated, message: "Use systemGroupedBackgroundColor instead")
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }
}
