import Foundation

/// A pull-to-refresh control. `refresh.headless.pull()` is the user pulling: it starts
/// refreshing and sends `.valueChanged`; the app calls ``endRefreshing()``.
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether it is refreshing.
    open private(set) var isRefreshing = false
    /// The title under the spinner.
    open var attributedTitle: NSAttributedString?

    /// A refresh control.
    public init() {
        super.init(frame: .zero)
    }

    /// Not supported: refresh controls are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts refreshing (in code: no `.valueChanged`).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Stops refreshing.
    open func endRefreshing() {
        isRefreshing = false
    }
}

extension Headless where Base: UIRefreshControl {
    /// The user pulls to refresh: it starts refreshing and sends `.valueChanged`. Does
    /// nothing while it is refreshing or disabled.
    public func pull() {
        let control = base
        guard control.isEnabled, !control.isRefreshing else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }
}
