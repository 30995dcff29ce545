#if !canImport(UIKit)
    import Foundation

    // UIKit adds rows, items and sections to Foundation's `IndexPath`. Neither corelibs
    // Foundation (Linux) nor a Mac's Foundation has them (on a Mac, AppKit adds `item` and
    // `section`; HeadlessUIKit does not import AppKit), so HeadlessUIKit adds UIKit's.
    extension IndexPath {
        /// An index path of a row in a section.
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// An index path of an item in a section.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The section.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The row in the section.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The item in the section.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
