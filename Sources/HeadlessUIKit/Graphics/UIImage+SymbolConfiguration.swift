import Foundation

extension UIImage {
    /// How an image is configured (the base of symbol configurations).
    ///
    /// `@unchecked Sendable` as in UIKit, and safe: it stores nothing.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight of an SF Symbol.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The scale of an SF Symbol.
    public enum SymbolScale: Int, Sendable {
        /// The default.
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// How an SF Symbol is drawn: size, weight, scale, colours.
    ///
    /// `@unchecked Sendable` as in UIKit, and safe: its `private(set)` properties are written
    /// only by its initialisers, before anyone else holds it.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, 0 when unset.
        public private(set) var pointSize: CGFloat = 0
        /// The weight.
        public private(set) var weight = SymbolWeight.unspecified
        /// The scale.
        public private(set) var scale = SymbolScale.unspecified
        /// The text style it follows.
        public private(set) var textStyle: UIFont.TextStyle?

        override init() {
            super.init()
        }

        /// A configuration of `scale`.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A configuration of `pointSize`.
        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }

        /// A configuration of `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration following `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            self.textStyle = textStyle
        }

        /// A configuration following `textStyle` at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// A configuration of `font`'s size.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize)
        }

        /// A configuration of `font`'s size at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize)
            self.scale = scale
        }
    }

    /// The SF Symbol named `name` drawn with `configuration`.
    public convenience init?(
        systemName name: String, withConfiguration configuration: Configuration?
    ) {
        self.init(systemName: name)
    }

    /// The same image with `configuration`.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(imageName: imageName, isSystemImage: isSystemImage)
    }

    /// The same image with `configuration` applied.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        UIImage(imageName: imageName, isSystemImage: isSystemImage)
    }

    /// The same image tinted with `color` and rendered with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withRenderingMode(renderingMode)
    }
}
