import Foundation

/// A copy of a view controller's title that `description` can read from any thread.
///
/// `@unchecked Sendable` is safe: the only stored state is guarded by `lock`.
final class DescribedTitle: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: String?

    var value: String? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
