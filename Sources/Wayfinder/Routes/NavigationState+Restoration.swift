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

    /// Reads `data` like ``init(restoring:)``, and uses `fallback` when there is no data or
    /// it cannot be restored.
    ///
    /// ```swift
    /// let state = NavigationState(restoring: defaults.data(forKey: "nav"), or: .init(stack: [.home]))
    /// ```
    ///
    /// - Parameters:
    ///   - data: JSON written by ``jsonData()``, or `nil` when nothing was saved.
    ///   - fallback: the state to use instead; it is not validated here.
    public init(restoring data: Data?, or fallback: @autoclosure () -> NavigationState) {
        if let data, let restored = try? NavigationState(restoring: data) {
            self = restored
        } else {
            self = fallback()
        }
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
