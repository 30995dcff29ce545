import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString` (a navigation item's attributed title and
    /// subtitles, say): `string.font = …`, `string.foregroundColor = …`. HeadlessUIKit draws
    /// no text; the attributes are kept on the runs they were set on. A subset of UIKit's
    /// scope: the font, colours, kerning, tracking and baseline offset.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// UIKit's text attributes.
    public struct UIKitAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The background colour.
        public let backgroundColor: BackgroundColorAttribute
        /// The space added between characters, in points.
        public let kern: KernAttribute
        /// The tracking, in points.
        public let tracking: TrackingAttribute
        /// The offset from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes, which UIKit's scope includes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = UIFont
            /// The name of the attribute (`NSFont`).
            public static let name = "NSFont"
        }

        /// The text colour of a run.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The name of the attribute (`NSColor`).
            public static let name = "NSColor"
        }

        /// The background colour of a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The name of the attribute (`NSBackgroundColor`).
            public static let name = "NSBackgroundColor"
        }

        /// The kerning of a run.
        public enum KernAttribute: AttributedStringKey {
            /// A length in points.
            public typealias Value = CGFloat
            /// The name of the attribute (`NSKern`).
            public static let name = "NSKern"
        }

        /// The tracking of a run.
        public enum TrackingAttribute: AttributedStringKey {
            /// A length in points.
            public typealias Value = CGFloat
            /// The name of the attribute (`NSTracking`).
            public static let name = "NSTracking"
        }

        /// The baseline offset of a run.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// A length in points.
            public typealias Value = CGFloat
            /// The name of the attribute (`NSBaselineOffset`).
            public static let name = "NSBaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// Makes UIKit's attributes reachable as properties: `string.font`,
    /// `string.foregroundColor`, `container.uiKit.font`.
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}
