import Foundation
import Wayfinder

/// Reads a route table (see ``RouteTable``); every error names the file, line and column and
/// says what was expected, like scenario files.
///
/// Lines: `scheme NAME…`, `host NAME…`, `start TARGET`, `route PATTERN => TARGET`; `#` starts a
/// comment. A target is clauses separated by `;` (see ``RouteTargetClause``).
struct RouteTableParser {
    typealias Token = ScenarioParser.Token

    private let fileName: String
    private var lines: [String] = []

    /// A parser; `fileName` is what messages call the file.
    init(fileName: String) {
        self.fileName = fileName
    }

    /// The line keywords, for messages.
    static let keywords = ["scheme", "host", "start", "route"]

    /// Parses `text` into a table whose router holds every route.
    /// - Throws: ``CLIError`` (usage) at the first bad line.
    mutating func parse(_ text: String) throws(CLIError) -> RouteTable {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        var table = RouteTable(fileName: fileName)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let tokens = Self.tokenize(line)
            guard let keyword = tokens.first else { continue }
            let words = Array(tokens.dropFirst())
            switch keyword.text {
            case "scheme", "host":
                guard !words.isEmpty else {
                    throw error(
                        number, keyword, "'\(keyword.text)' needs at least one name",
                        expected: "\(keyword.text) NAME…")
                }
                for word in words {
                    if keyword.text == "scheme" {
                        table.schemes.insert(word.text)
                    } else {
                        table.hosts.insert(word.text)
                    }
                }
            case "start":
                let clauses = try parseTarget(words, line: number, after: keyword, names: nil)
                var state = table.start
                for clause in clauses { clause.apply(to: &state, nil) }
                do {
                    table.start = try state.validated()
                } catch {
                    throw self.error(
                        number, words.first ?? keyword, "\(error)",
                        expected: "a state UIKit can show")
                }
            case "route":
                guard let pattern = words.first else {
                    throw error(
                        number, keyword, "'route' needs a pattern",
                        expected: "route PATTERN => TARGET")
                }
                guard words.count >= 2, words[1].text == "=>" else {
                    throw error(
                        number, words.count >= 2 ? words[1] : pattern,
                        "expected '=>' after the pattern",
                        expected: "route PATTERN => TARGET")
                }
                let names = Self.parameterNames(pattern.text)
                let clauses = try parseTarget(
                    Array(words.dropFirst(2)), line: number, after: words[1], names: names)
                table.entries.append(.init(pattern: pattern.text, clauses: clauses, line: number))
            default:
                let hint = ScenarioSyntax.suggestion(for: keyword.text, among: Self.keywords)
                throw error(
                    number, keyword,
                    "unknown line '\(keyword.text)'"
                        + (hint.map { " (did you mean '\($0)'?)" } ?? ""),
                    expected: "one of: " + Self.keywords.joined(separator: ", "))
            }
        }
        table.router = DeepLinkRouter(schemes: table.schemes, hosts: table.hosts)
        for entry in table.entries {
            let clauses = entry.clauses
            do {
                try table.router.register(entry.pattern) { parameters, state in
                    var target = state
                    for clause in clauses { clause.apply(to: &target, parameters) }
                    return target
                }
            } catch {
                let source = lines[entry.line - 1]
                let column =
                    source.range(of: entry.pattern).map {
                        source.distance(from: source.startIndex, to: $0.lowerBound) + 1
                    } ?? 1
                let earlier = table.entries.first { other in
                    other.line < entry.line && "\(error)".contains("\"\(other.pattern)\"")
                }
                throw CLIError.located(
                    file: fileName, location: SourceLocation(line: entry.line, column: column),
                    source: lines, message: "\(error)",
                    expected: earlier.map {
                        "a pattern that no URL matching line \($0.line) also matches"
                    } ?? "a pattern such as /products/<int:id>")
            }
        }
        return table
    }

    /// The parameter names of a pattern, read from its `<…>` segments.
    static func parameterNames(_ pattern: String) -> Set<String> {
        var names: Set<String> = []
        for segment in pattern.split(separator: "/") where segment.hasPrefix("<") {
            let inside = segment.dropFirst().prefix { $0 != ">" }
            names.insert(String(inside.split(separator: ":").last ?? inside))
        }
        return names
    }

    /// Words, with `;` and `|` as words of their own.
    static func tokenize(_ line: String) -> [Token] {
        var tokens: [Token] = []
        for token in ScenarioParser.tokenize(line) {
            var current = ""
            var start = token.column
            for (offset, character) in token.text.enumerated() {
                if character == ";" || character == "|" {
                    if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
                    tokens.append(Token(text: String(character), column: token.column + offset))
                    current = ""
                    start = token.column + offset + 1
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
        }
        return tokens
    }

    // MARK: Targets

    private func parseTarget(
        _ words: [Token], line: Int, after: Token, names: Set<String>?
    ) throws(CLIError) -> [RouteTargetClause] {
        var clauses: [RouteTargetClause] = []
        var current: [Token] = []
        var anchor = after
        for word in words + [Token(text: ";", column: 0)] {
            if word.text == ";" {
                guard let keyword = current.first else {
                    throw error(
                        line, word.column == 0 ? anchor : word, "a clause is missing",
                        expected: RouteTargetClause.usage)
                }
                clauses.append(try parseClause(keyword, Array(current.dropFirst()), line, names))
                current = []
            } else {
                current.append(word)
            }
            anchor = word.column == 0 ? anchor : word
        }
        return clauses
    }

    private func parseClause(
        _ keyword: Token, _ words: [Token], _ line: Int, _ names: Set<String>?
    ) throws(CLIError) -> RouteTargetClause {
        for word in words {
            for name in RouteTargetClause.placeholders(in: word.text) {
                guard let names else {
                    throw error(
                        line, word, "'{\(name)}' has no link to read from",
                        expected: "plain route names in 'start'")
                }
                guard names.contains(name) else {
                    throw error(
                        line, word, "'{\(name)}' is not a parameter of the pattern",
                        expected: names.isEmpty
                            ? "no placeholders: the pattern has no parameters"
                            : "one of: " + names.sorted().joined(separator: ", "))
                }
            }
        }
        func routes(atLeast count: Int, atMost most: Int = .max) throws(CLIError) -> [String] {
            guard words.count >= count else {
                throw error(
                    line, keyword, "'\(keyword.text)' needs a route",
                    expected: "\(keyword.text) ROUTE" + (most > 1 ? "…" : ""))
            }
            if words.count > most {
                throw error(
                    line, words[most], "unexpected '\(words[most].text)'",
                    expected: "';' before the next clause")
            }
            return words.map(\.text)
        }
        func number() throws(CLIError) -> Int {
            guard words.count == 1, let value = Int(words[0].text), value >= 0 else {
                throw error(
                    line, words.first ?? keyword, "'\(keyword.text)' needs a tab index",
                    expected: "\(keyword.text) N, with N 0 or more")
            }
            return value
        }
        switch keyword.text {
        case "stack": return .stack(try routes(atLeast: 1))
        case "tabs": return try tabs(keyword, words, line)
        case "push": return .push(try routes(atLeast: 1, atMost: 1)[0])
        case "pop": _ = try routes(atLeast: 0, atMost: 0); return .pop
        case "pop-to-root": _ = try routes(atLeast: 0, atMost: 0); return .popToRoot
        case "select": return .select(try number())
        case "sheet": return .modal(try routes(atLeast: 1), style: .sheet)
        case "fullscreen": return .modal(try routes(atLeast: 1), style: .fullScreen)
        case "dismiss": _ = try routes(atLeast: 0, atMost: 0); return .dismiss
        case "dismiss-all": _ = try routes(atLeast: 0, atMost: 0); return .dismissAll
        default:
            throw error(
                line, keyword, "unknown clause '\(keyword.text)'",
                expected: RouteTargetClause.usage)
        }
    }

    private func tabs(_ keyword: Token, _ words: [Token], _ line: Int) throws(CLIError)
        -> RouteTargetClause
    {
        var tabs: [[String]] = [[]]
        var selected = 0
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.text == "|" {
                tabs.append([])
            } else if word.text == "selected" {
                guard index + 1 < words.count, let value = Int(words[index + 1].text),
                    index + 2 == words.count
                else {
                    throw error(
                        line, word, "'selected' needs a tab index and ends the clause",
                        expected: "tabs R… | R… selected N")
                }
                selected = value
                index += 1
            } else {
                tabs[tabs.count - 1].append(word.text)
            }
            index += 1
        }
        if tabs.contains(where: \.isEmpty) {
            throw error(
                line, keyword, "every tab needs at least one route",
                expected: "tabs R… | R… [selected N]")
        }
        return .tabs(tabs, selected: selected)
    }

    private func error(
        _ line: Int, _ token: Token, _ message: String, expected: String
    ) -> CLIError {
        CLIError.located(
            file: fileName, location: SourceLocation(line: line, column: token.column),
            source: lines, message: message, expected: expected)
    }
}
