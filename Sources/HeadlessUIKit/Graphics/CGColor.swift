#if !canImport(CoreGraphics)
    import Foundation

    /// A Core Graphics colour, for layer properties (`layer.borderColor =
    /// UIColor.red.cgColor`). CoreGraphics declares it on Apple platforms; here it wraps its
    /// components.
    ///
    /// `@unchecked Sendable` as in CoreGraphics, and safe: its components are a `let`.
    public final class CGColor: @unchecked Sendable, Equatable {
        /// The red, green, blue and alpha components.
        public let components: [CGFloat]?
        /// The alpha component.
        public var alpha: CGFloat { components?.last ?? 1 }

        init(components: [CGFloat]) {
            self.components = components
        }

        /// Whether both have the same components.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.components == rhs.components
        }
    }
#endif
