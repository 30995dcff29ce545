import Foundation

extension UIBarButtonItem {
    /// A badge drawn on a bar button item (iOS 26, `UIBarButtonItemBadge.h`): a count, a
    /// short string, or a plain indicator dot. HeadlessUIKit draws nothing; the badge keeps
    /// its value and colours as set.
    @MainActor
    public struct Badge: Equatable {
        /// The text colour, `nil` for the system's.
        public var foregroundColor: UIColor?
        /// The background colour, `nil` for the system's.
        public var backgroundColor: UIColor?
        /// The font, `nil` for the system's.
        public var font: UIFont?
        /// The text the badge shows: the count or the string; `nil` for an indicator.
        public private(set) var stringValue: String?

        private init(stringValue: String?) {
            self.stringValue = stringValue
        }

        /// A badge showing `count`.
        ///
        /// - Parameter count: the number to show.
        /// - Returns: the badge.
        public static func count(_ count: Int) -> UIBarButtonItem.Badge {
            Badge(stringValue: String(count))
        }

        /// A badge showing `string`.
        ///
        /// - Parameter string: the text to show.
        /// - Returns: the badge.
        public static func string(_ string: String) -> UIBarButtonItem.Badge {
            Badge(stringValue: string)
        }

        /// A badge showing only a dot.
        ///
        /// - Returns: the badge.
        public static func indicator() -> UIBarButtonItem.Badge {
            Badge(stringValue: nil)
        }

        /// Whether two badges show the same value with the same colours and font.
        public nonisolated static func == (a: UIBarButtonItem.Badge, b: UIBarButtonItem.Badge)
            -> Bool
        {
            a.stringValue == b.stringValue && a.foregroundColor == b.foregroundColor
                && a.backgroundColor == b.backgroundColor && a.font == b.font
        }
    }

    /// The badge drawn on the item (iOS 26); `nil` for none.
    public var badge: UIBarButtonItem.Badge? {
        get { badgeStorage }
        set { badgeStorage = newValue }
    }
}

extension UIBarButtonItem.Badge: Sendable {}
