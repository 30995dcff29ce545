import Foundation

/// The steps a scenario file can contain, with their usage lines: the parser's table of
/// what it accepts, the text of its "expected" messages, and the reference in the README.
enum ScenarioSyntax {
    /// One step keyword and how it is written.
    struct Form: Sendable {
        /// The keyword that starts the line.
        var keyword: String
        /// How it is written, e.g. `push <screen> [on=<navigation>] [animated=yes|no]`.
        var usage: String
        /// What it does.
        var summary: String
        /// The `key=value` options it takes.
        var options: [String] = []
    }

    /// Every step, in the order the README documents them.
    static let forms: [Form] = [
        Form(
            keyword: "screen", usage: "screen <name>...",
            summary: "create traced view controllers"),
        Form(
            keyword: "navigation", usage: "navigation <name> <root> [<screen>...]",
            summary: "create a navigation controller with this stack"),
        Form(
            keyword: "tabs", usage: "tabs <name> <screen>...",
            summary: "create a tab bar controller with these tabs"),
        Form(
            keyword: "split", usage: "split <name> <primary> [<supplementary>] <secondary>",
            summary: "create a column-style split view controller (double column, or triple "
                + "with a supplementary column) with these columns"),
        Form(
            keyword: "container", usage: "container <name>",
            summary: "create a custom container view controller"),
        Form(
            keyword: "window", usage: "window <name>",
            summary: "set the window's root view controller and make it key and visible"),
        Form(
            keyword: "push", usage: "push <screen> [on=<navigation>] [animated=yes|no]",
            summary: "pushViewController(_:animated:)", options: ["on", "animated"]),
        Form(
            keyword: "pop", usage: "pop [on=<navigation>] [animated=yes|no]",
            summary: "popViewController(animated:)", options: ["on", "animated"]),
        Form(
            keyword: "back", usage: "back [on=<navigation>]",
            summary: "the user taps the back button", options: ["on"]),
        Form(
            keyword: "pop-to", usage: "pop-to <screen> [on=<navigation>] [animated=yes|no]",
            summary: "popToViewController(_:animated:)", options: ["on", "animated"]),
        Form(
            keyword: "pop-to-root", usage: "pop-to-root [on=<navigation>] [animated=yes|no]",
            summary: "popToRootViewController(animated:)", options: ["on", "animated"]),
        Form(
            keyword: "set-stack",
            usage: "set-stack <screen>... [on=<navigation>] [animated=yes|no]",
            summary: "setViewControllers(_:animated:)", options: ["on", "animated"]),
        Form(
            keyword: "swipe",
            usage:
                "swipe back [on=<navigation>] | swipe down <screen> | swipe progress <0…1> "
                + "| swipe finish | swipe cancel",
            summary: "the user starts, moves, finishes or cancels a swipe-back or a "
                + "sheet's swipe-down", options: ["on"]),
        Form(
            keyword: "present",
            usage: "present <screen> [from=<screen>] [style=<style>] [animated=yes|no]",
            summary: "present(_:animated:) from the given screen, or from the top of the "
                + "window's presentation chain", options: ["from", "style", "animated"]),
        Form(
            keyword: "dismiss", usage: "dismiss [<screen>] [animated=yes|no]",
            summary: "dismiss(animated:) on the screen, or on the top of the presentation "
                + "chain", options: ["animated"]),
        Form(
            keyword: "select-tab", usage: "select-tab <index> [on=<tabs>]",
            summary: "selectedIndex = index, in code", options: ["on"]),
        Form(
            keyword: "tap-tab", usage: "tap-tab <index> [on=<tabs>]",
            summary: "the user taps a tab", options: ["on"]),
        Form(
            keyword: "embed", usage: "embed <screen> in <container>",
            summary: "addChild, addSubview, didMove(toParent:): seed 001's order"),
        Form(
            keyword: "unembed", usage: "unembed <screen>",
            summary: "willMove(toParent: nil), removeFromSuperview, removeFromParent"),
        Form(
            keyword: "advance", usage: "advance <seconds>",
            summary: "advance the virtual clock"),
        Form(
            keyword: "size-class", usage: "size-class compact|regular",
            summary: "the window's horizontal size class changes (a rotation, a resized "
                + "window): split view controllers collapse or expand"),
        Form(
            keyword: "idle", usage: "idle",
            summary: "run the run loop until nothing is pending"),
        Form(
            keyword: "expect",
            usage: "expect stack <screen>... [on=<navigation>] | expect trace … end",
            summary: "check the navigation stack, or the UIKit calls since the last "
                + "`expect trace`", options: ["on"]),
        Form(
            keyword: "note", usage: "note <text>",
            summary: "a comment that appears in the trace"),
    ]

    /// The form for `keyword`.
    static func form(_ keyword: String) -> Form? {
        forms.first { $0.keyword == keyword }
    }

    /// The keywords, comma-separated.
    static var keywordList: String {
        forms.map(\.keyword).joined(separator: ", ")
    }

    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, word.count / 3) ? best.0 : nil
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
