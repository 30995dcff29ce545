import Foundation

extension ScenarioParser {
    // MARK: Pieces

    func splitOptions(_ words: inout LineCursor) throws(CLIError) -> [String: Token] {
        var options: [String: Token] = [:]
        var rest: [Token] = []
        for token in words.tokens {
            guard let equals = token.text.firstIndex(of: "=") else {
                rest.append(token)
                continue
            }
            let key = String(token.text[..<equals])
            guard words.form.options.contains(key) else {
                let valid =
                    words.form.options.isEmpty
                    ? "no options" : words.form.options.map { "\($0)=" }.joined(separator: ", ")
                throw error(
                    words.line, token, "unknown option '\(key)' for '\(words.form.keyword)'",
                    expected: valid)
            }
            if token.text[token.text.index(after: equals)...].isEmpty {
                throw error(
                    words.line, token, "option '\(key)=' has no value", expected: words.form.usage)
            }
            options[key] = token
        }
        words.tokens = rest
        return options
    }

    func optionValue(_ token: Token) -> String {
        String(token.text[token.text.index(after: token.text.firstIndex(of: "=")!)...])
    }

    func animated(_ options: [String: Token], line: Int) throws(CLIError) -> Bool? {
        guard let token = options["animated"] else { return nil }
        switch optionValue(token) {
        case "yes", "true": return true
        case "no", "false": return false
        default:
            throw error(
                line, token, "'\(optionValue(token))' is not yes or no",
                expected: "animated=yes or animated=no")
        }
    }

    func navigation(_ options: [String: Token]) throws(CLIError) -> String? {
        guard let token = options["on"] else { return nil }
        return try check(token, kinds: [.navigation])
    }

    func number(
        _ words: inout LineCursor, what: String, example: String, integer: Bool = false
    ) throws(CLIError) -> Double {
        guard let token = words.next() else {
            throw missingOrWrong(words, expected: "\(what), e.g. \(example)")
        }
        let value = integer ? Int(token.text).map(Double.init) : Double(token.text)
        guard let value, value.isFinite else {
            throw error(
                words.line, token, "'\(token.text)' is not a valid number",
                expected: "\(what), e.g. \(example)")
        }
        if integer, value < 0 {
            throw error(
                words.line, token, "a tab index cannot be negative",
                expected: "\(what), e.g. \(example)")
        }
        return value
    }

    mutating func newNames(
        _ words: inout LineCursor, kind: Stage.ScreenKind, atLeast: Int, atMost: Int = .max
    ) throws(CLIError) -> [String] {
        var result: [String] = []
        while result.count < atMost, let token = words.next() {
            guard Self.isValidName(token.text) else {
                throw error(
                    words.line, token, "'\(token.text)' is not a valid name",
                    expected: "a name made of letters, digits, '_' or '-', starting with a letter")
            }
            if names[token.text] != nil {
                throw error(
                    words.line, token, "'\(token.text)' already exists",
                    expected: "a new name")
            }
            names[token.text] = kind
            nameOrder.append(token.text)
            result.append(token.text)
        }
        if result.count < atLeast {
            throw missingOrWrong(words, expected: "a name for the new \(kind.rawValue)")
        }
        return result
    }

    func existingNames(
        _ words: inout LineCursor, kinds: Set<Stage.ScreenKind>?, atLeast: Int
    ) throws(CLIError) -> [String] {
        var result: [String] = []
        while let token = words.next() {
            result.append(try check(token, kinds: kinds, line: words.line))
        }
        if result.count < atLeast {
            throw missingOrWrong(words, expected: "\(kindDescription(kinds)): \(words.form.usage)")
        }
        return result
    }

    func existingName(_ words: inout LineCursor, kinds: Set<Stage.ScreenKind>?)
        throws(CLIError) -> String
    {
        guard let token = words.next() else {
            throw missingOrWrong(words, expected: "\(kindDescription(kinds)): \(words.form.usage)")
        }
        return try check(token, kinds: kinds, line: words.line)
    }

    func check(_ token: Token, kinds: Set<Stage.ScreenKind>?, line: Int? = nil)
        throws(CLIError) -> String
    {
        let lineNumber = line ?? currentLineNumber
        let name =
            token.text.contains("=") ? optionValue(token) : token.text
        guard let kind = names[name] else {
            let known = nameOrder.filter { kinds?.contains(names[$0]!) ?? true }
            let hint = ScenarioSyntax.suggestion(for: name, among: known)
            throw error(
                lineNumber, token,
                "unknown screen '\(name)'" + (hint.map { " (did you mean '\($0)'?)" } ?? ""),
                expected: known.isEmpty
                    ? "\(kindDescription(kinds)) created on an earlier line (none exists yet)"
                    : "\(kindDescription(kinds)) created on an earlier line: "
                        + known.joined(separator: ", "))
        }
        if let kinds, !kinds.contains(kind) {
            throw error(
                lineNumber, token, "'\(name)' is a \(kind.rawValue)",
                expected: kindDescription(kinds))
        }
        return name
    }

    func kindDescription(_ kinds: Set<Stage.ScreenKind>?) -> String {
        guard let kinds else { return "a screen" }
        if kinds == [.navigation] { return "a navigation controller" }
        if kinds == [.tabs] { return "a tab bar controller" }
        if kinds == [.split] { return "a split view controller" }
        if kinds == [.container] { return "a container" }
        return "a screen"
    }

    func missingOrWrong(_ words: LineCursor, expected: String) -> CLIError {
        let text = lines.indices.contains(words.line - 1) ? lines[words.line - 1] : ""
        let end =
            (text.firstIndex(of: "#").map { text.distance(from: text.startIndex, to: $0) }
                ?? text.count)
        let trimmedEnd = text.prefix(end).trimmingCharacters(in: .whitespaces).count
        let column =
            (text.prefix(end).count
                - text.prefix(end).drop(while: { $0 == " " || $0 == "\t" })
                .count) + trimmedEnd + 2
        return CLIError.located(
            file: fileName, location: SourceLocation(line: words.line, column: column),
            source: lines, message: "'\(words.form.keyword)' is missing something",
            expected: expected)
    }

    func error(_ line: Int, _ token: Token, _ message: String, expected: String? = nil)
        -> CLIError
    {
        CLIError.located(
            file: fileName, location: SourceLocation(line: line, column: token.column),
            source: lines, message: message, expected: expected)
    }

    /// Whether `text` can name a screen.
    static func isValidName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
