#if !canImport(Darwin)
    import Foundation

    // UIKit adds rows, items and sections to Foundation's `IndexPath`; corelibs Foundation
    // does not have them.
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
