#if !canImport(ObjectiveC)
    import Foundation

    /// The name of a method, for UIKit's target-action API (`action: Selector?`).
    ///
    /// Off Apple platforms Swift has no Objective-C runtime: `@objc` and `#selector(...)` do
    /// not compile, and nothing can call a method by its name. HeadlessUIKit therefore keeps
    /// the selector a target-action API was given (so that `action: nil` and
    /// `Selector("save")` compile as in UIKit) but cannot send it; use UIKit's closure-based
    /// API (`UIAction`, `primaryAction:`, `handler:`) for behaviour that tests must see.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The method's Objective-C name, such as `"save:"`.
        public let name: String

        /// The selector named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The selector named by a string literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The name.
        public var description: String { name }
    }
#endif
