import Foundation

extension UIButton {
    /// A button's look and content (iOS 15). HeadlessUIKit keeps the content; the look is
    /// not drawn.
    public struct Configuration: Hashable {
        /// The corner style.
        public enum CornerStyle: Hashable, Sendable {
            /// Fixed radius.
            case fixed
            /// Dynamic with the content size.
            case dynamic
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
            /// A capsule.
            case capsule
        }

        /// The button's size.
        public enum Size: Hashable, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }

        /// The look the configuration was made as.
        let look: String
        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Space between image and title.
        public var imagePadding: CGFloat = 0
        /// Space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// Insets of the content.
        public var contentInsets = NSDirectionalEdgeInsets(
            top: 8, leading: 12, bottom: 8, trailing: 12)
        /// The foreground colour.
        public var baseForegroundColor: UIColor?
        /// The background colour.
        public var baseBackgroundColor: UIColor?
        /// The corner style.
        public var cornerStyle = CornerStyle.dynamic
        /// The size.
        public var buttonSize = Size.medium
        /// Whether an activity indicator shows.
        public var showsActivityIndicator = false

        /// A plain button.
        public static func plain() -> Configuration { Configuration(look: "plain") }
        /// A tinted button.
        public static func tinted() -> Configuration { Configuration(look: "tinted") }
        /// A grey button.
        public static func gray() -> Configuration { Configuration(look: "gray") }
        /// A filled button.
        public static func filled() -> Configuration { Configuration(look: "filled") }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(look: "bordered") }
        /// A tinted bordered button.
        public static func borderedTinted() -> Configuration {
            Configuration(look: "borderedTinted")
        }
        /// A prominent bordered button.
        public static func borderedProminent() -> Configuration {
            Configuration(look: "borderedProminent")
        }
        /// A borderless button.
        public static func borderless() -> Configuration { Configuration(look: "borderless") }
        /// A Liquid Glass button (iOS 26).
        public static func glass() -> Configuration { Configuration(look: "glass") }
        /// A tinted, prominent Liquid Glass button (iOS 26).
        public static func prominentGlass() -> Configuration {
            Configuration(look: "prominentGlass")
        }
        /// A clear Liquid Glass button (iOS 26).
        public static func clearGlass() -> Configuration { Configuration(look: "clearGlass") }
        /// A tinted, prominent clear Liquid Glass button (iOS 26).
        public static func prominentClearGlass() -> Configuration {
            Configuration(look: "prominentClearGlass")
        }
    }
}
