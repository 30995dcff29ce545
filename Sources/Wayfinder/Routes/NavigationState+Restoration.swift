import Foundation

extension NavigationState {
    /// Reads a state saved with ``jsonData()`` and checks that UIKit can show it.
    ///
    /// Restoration in one line, falling back to a fresh state when the data is missing,
    /// corrupted, written by an older version of the app, or describes something that cannot
    /// be shown:
    ///
    /// ```swift
    /// let state = (try? NavigationState<Route>(restoring: saved)) ?? NavigationState(stack: [.home])
    /// ```
    ///
    /// - Parameter data: JSON, as written by ``jsonData()``. A modal saved without `style` or
    ///   `inNavigation` gets the defaults (`.sheet`, `true`); `modals` may be absent.
    /// - Throws: ``NavigationStateError``: `unreadable` when the data is not such JSON (it
    ///   says where, and why), else what ``validated()`` throws. Never crashes.
    public init(restoring data: Data) throws {
        let decoded: NavigationState
        do {
            decoded = try JSONDecoder().decode(NavigationState.self, from: data)
        } catch let error as DecodingError {
            throw NavigationStateError(.unreadable(Self.explain(error)))
        } catch {
            throw NavigationStateError(.unreadable(String(describing: error)))
        }
        self = try decoded.validated()
    }

    /// Reads `data` like ``init(restoring:)``, and uses `fallback` when there is no data, it
    /// cannot be restored, or it has another shape than `fallback`.
    ///
    /// The fallback says what shape the app has: a saved state whose root is a single stack
    /// while the fallback has tabs (or the other way round), or that has another number of
    /// tabs, was saved by another version of the app and is not used.
    ///
    /// ```swift
    /// let state = NavigationState(restoring: defaults.data(forKey: "nav"), or: .init(stack: [.home]))
    /// ```
    ///
    /// - Parameters:
    ///   - data: JSON written by ``jsonData()``, or `nil` when nothing was saved.
    ///   - fallback: the state to use instead; it is not validated here.
    public init(restoring data: Data?, or fallback: @autoclosure () -> NavigationState) {
        self = Self.restore(data, or: fallback()).state
    }

    /// Reads `data` like ``init(restoring:or:)``, and uses `fallback` also when the app's own
    /// check refuses what was saved.
    ///
    /// The check sees a state that UIKit can show and that has the fallback's shape; it
    /// throws to refuse it, for example a route the app no longer offers, or a screen that
    /// must not come back after a restart:
    ///
    /// ```swift
    /// let state = NavigationState(restoring: saved, or: .init(tabs: [[.home], [.orders]])) {
    ///     if $0.allRoutes.contains(.checkout) { throw Expired() }  // never restore a checkout
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: JSON written by ``jsonData()``, or `nil` when nothing was saved.
    ///   - fallback: the state to use instead; it is not validated here.
    ///   - isAcceptable: the app's check; it throws to refuse the restored state.
    public init(
        restoring data: Data?, or fallback: @autoclosure () -> NavigationState,
        accepting isAcceptable: (NavigationState) throws -> Void
    ) {
        self = withoutActuallyEscaping(isAcceptable) { check in
            Self.restore(data, or: fallback(), accepting: check).state
        }
    }

    /// Restores `data` like ``init(restoring:or:accepting:)``, and says why it fell back.
    ///
    /// ``RouteNavigator/init(navigator:restoring:or:accepting:screen:)`` puts the reason in
    /// the navigator's trace.
    ///
    /// - Parameters:
    ///   - data: JSON written by ``jsonData()``, or `nil` when nothing was saved.
    ///   - fallback: the state to use instead; it is not validated here.
    ///   - isAcceptable: the app's check, if any; it throws to refuse the restored state.
    /// - Returns: the state to show, and why `data` was not used (`nil` when it was, or when
    ///   there was none).
    public static func restore(
        _ data: Data?, or fallback: NavigationState,
        accepting isAcceptable: ((NavigationState) throws -> Void)? = nil
    ) -> (state: NavigationState, fellBack: NavigationStateError?) {
        guard let data else { return (fallback, nil) }
        let restored: NavigationState
        do {
            restored = try NavigationState(restoring: data)
        } catch let error as NavigationStateError {
            return (fallback, error)
        } catch {
            return (fallback, NavigationStateError(.unreadable(String(describing: error))))
        }
        guard restored.shapeDescription == fallback.shapeDescription else {
            let error = NavigationStateError(
                .shapeMismatch(
                    saved: restored.shapeDescription, expected: fallback.shapeDescription))
            return (fallback, error)
        }
        if let isAcceptable {
            do {
                try isAcceptable(restored)
            } catch {
                let reason = String(describing: error)
                return (fallback, NavigationStateError(.rejected(reason)))
            }
        }
        return (restored, nil)
    }

    /// The root's shape, in words: `a single stack` or `3 tabs`, followed by the split views
    /// and their columns (`, split 0 of primary, secondary`) when there are any.
    ///
    /// A state saved on an iPad and restored on an iPhone (or the other way round) has the
    /// same shape: whether a split view is collapsed is not part of it.
    public var shapeDescription: String {
        var text =
            switch root {
            case .stack: "a single stack"
            case .tabs(let tabs, _): tabs.count == 1 ? "1 tab" : "\(tabs.count) tabs"
            }
        for index in splits.keys.sorted() {
            guard let split = splits[index] else { continue }
            text +=
                ", split \(index) of "
                + split.columns.map(\.rawValue).joined(separator: ", ")
        }
        return text
    }

    /// The state as JSON, with sorted keys so that equal states give equal data.
    ///
    /// - Throws: what the routes' own `encode(to:)` throws.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }.joined()
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not a \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is missing a \(type)"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
