import Foundation
import Testing
import Wayfinder

/// Builds routers whose targets write what matched into the state, so a test reads the
/// pattern and the parameters back from the resolved `NavigationState`.
enum LinkTable {
    typealias State = NavigationState<String>

    /// A router for `shop://…` and `https://example.com/…` with `patterns` registered in
    /// order; each target is a stack `[pattern, "name=value", …]` for the parameters named in
    /// the pattern, followed by `"?key=value"` for each query item.
    static func router(
        _ patterns: [String], schemes: Set<String> = ["shop"], hosts: Set<String> = ["example.com"]
    ) throws -> DeepLinkRouter<String> {
        try WayfinderTests.router(patterns, schemes: schemes, hosts: hosts, target: target)
    }

    /// The target of `pattern`: the stack `[pattern, "name=value", …, "?key=value", …]`.
    static func target(_ pattern: String) -> DeepLinkRouter<String>.Target {
        let names = parameterNames(pattern)
        return { parameters, _ in
            var stack = [parameters.pattern]
            for name in names { stack.append("\(name)=\(parameters[name] ?? "nil")") }
            for key in parameters.query.keys.sorted() {
                stack.append("?\(key)=\(parameters.query[key] ?? "")")
            }
            return State(stack: stack)
        }
    }

    /// The parameter names of a pattern, in order: `/a/<int:id>/<rest>` → `[id, rest]`.
    static func parameterNames(_ pattern: String) -> [String] {
        pattern.split(separator: "/").compactMap { segment in
            guard segment.hasPrefix("<"), segment.hasSuffix(">") else { return nil }
            let inside = segment.dropFirst().dropLast()
            return String(inside.split(separator: ":").last ?? inside)
        }
    }

    /// What `url` resolves to: the target's stack, or nil when it does not resolve (also
    /// when Foundation cannot parse the text as a URL).
    static func stack(_ router: DeepLinkRouter<String>, _ url: String) -> [String]? {
        guard let url = URL(string: url) else { return nil }
        switch router.resolve(url, from: State(stack: ["start"])) {
        case .success(let state):
            if case .stack(let stack) = state.root { return stack }
            return nil
        case .failure:
            return nil
        }
    }

    /// The error `url` resolves to, or nil when it resolves.
    static func error(_ router: DeepLinkRouter<String>, _ url: URL) -> DeepLinkError? {
        if case .failure(let error) = router.resolve(url, from: State(stack: ["start"])) {
            return error
        }
        return nil
    }

    /// The registration error of `pattern` after `existing`, or nil when it registers.
    static func registrationError(_ pattern: String, after existing: [String]) -> DeepLinkError? {
        do {
            var router = try LinkTable.router(existing)
            try router.register(pattern) { _, state in state }
            return nil
        } catch let error as DeepLinkError {
            return error
        } catch {
            Issue.record("unexpected error type \(type(of: error)): \(error)")
            return nil
        }
    }
}
