import Foundation

/// Turns the text of a scenario file into ``Step`` values, checking names as it goes.
///
/// Every error names the file, line and column and says what was expected; see
/// ``ScenarioSyntax`` for the grammar.
struct ScenarioParser {
    /// A word of a line and where it starts.
    struct Token: Equatable, Sendable {
        /// The word.
        var text: String
        /// Its 1-based column.
        var column: Int
    }

    /// The file name used in messages.
    let fileName: String
    var lines: [String] = []
    var names: [String: Stage.ScreenKind] = [:]
    var nameOrder: [String] = []
    var currentLineNumber = 0

    /// Creates a parser; `fileName` is what messages call the file.
    init(fileName: String) {
        self.fileName = fileName
    }

    /// Parses `text`.
    /// - Throws: ``CLIError`` (usage) at the first malformed line.
    /// - Returns: the scenario.
    mutating func parse(_ text: String) throws(CLIError) -> Scenario {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        var steps: [LocatedStep] = []
        var index = 0
        while index < lines.count {
            let lineNumber = index + 1
            let tokens = Self.tokenize(lines[index])
            index += 1
            guard let first = tokens.first else { continue }
            let location = SourceLocation(line: lineNumber, column: first.column)
            if first.text == "expect", tokens.count >= 2, tokens[1].text == "trace" {
                if tokens.count > 2 {
                    throw error(
                        lineNumber, tokens[2],
                        "unexpected '\(tokens[2].text)' after 'expect trace'",
                        expected: "the expected lines on the following lines, then 'end'")
                }
                var expected: [String] = []
                var closed = false
                while index < lines.count {
                    let raw = lines[index]
                    index += 1
                    let trimmed = raw.trimmingCharacters(in: .whitespaces)
                    if trimmed == "end" {
                        closed = true
                        break
                    }
                    if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                    expected.append(trimmed)
                }
                if !closed {
                    throw error(
                        lineNumber, first, "'expect trace' is never closed",
                        expected: "a line 'end' after the expected lines")
                }
                steps.append(LocatedStep(step: .expectTrace(expected), location: location))
                continue
            }
            currentLineNumber = lineNumber
            let step = try parseLine(tokens, line: lineNumber)
            steps.append(LocatedStep(step: step, location: location))
        }
        return Scenario(fileName: fileName, sourceLines: lines, steps: steps)
    }

    /// Splits a line into words, dropping a `#` comment.
    static func tokenize(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character == "#" { break }
            if character == " " || character == "\t" {
                if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, column: start + 1)) }
        return tokens
    }

    // MARK: Lines

    private mutating func parseLine(_ tokens: [Token], line: Int) throws(CLIError) -> Step {
        let keyword = tokens[0]
        guard let form = ScenarioSyntax.form(keyword.text) else {
            let hint = ScenarioSyntax.suggestion(
                for: keyword.text, among: ScenarioSyntax.forms.map(\.keyword))
            throw error(
                line, keyword,
                "unknown step '\(keyword.text)'" + (hint.map { " (did you mean '\($0)'?)" } ?? ""),
                expected: "one of: \(ScenarioSyntax.keywordList)")
        }
        var words = LineCursor(tokens: Array(tokens.dropFirst()), line: line, form: form)
        let options = try splitOptions(&words)
        let step = try parse(form: form, words: &words, options: options)
        if let extra = words.next() {
            throw error(
                line, extra, "unexpected '\(extra.text)' after '\(form.keyword)'",
                expected: form.usage)
        }
        return step
    }

    private mutating func parse(
        form: ScenarioSyntax.Form, words: inout LineCursor, options: [String: Token]
    ) throws(CLIError) -> Step {
        let line = words.line
        switch form.keyword {
        case "screen":
            let new = try newNames(&words, kind: .screen, atLeast: 1)
            return .screens(new)
        case "navigation":
            let name = try newNames(&words, kind: .navigation, atLeast: 1, atMost: 1)[0]
            let stack = try existingNames(&words, kinds: [.screen, .container, .tabs], atLeast: 1)
            return .navigation(name: name, stack: stack)
        case "tabs":
            let name = try newNames(&words, kind: .tabs, atLeast: 1, atMost: 1)[0]
            let tabs = try existingNames(
                &words, kinds: [.screen, .navigation, .container], atLeast: 1)
            return .tabs(name: name, tabs: tabs)
        case "split":
            let name = try newNames(&words, kind: .split, atLeast: 1, atMost: 1)[0]
            let columns = try existingNames(
                &words, kinds: [.screen, .navigation, .container], atLeast: 2)
            guard columns.count <= 3 else {
                throw error(
                    line, words.last!, "a split view controller has at most three columns",
                    expected: form.usage)
            }
            return .split(name: name, columns: columns)
        case "container":
            return .container(
                name: try newNames(&words, kind: .container, atLeast: 1, atMost: 1)[0])
        case "window":
            return .window(root: try existingName(&words, kinds: nil))
        case "push":
            let screen = try existingName(&words, kinds: [.screen, .container, .tabs])
            return .push(
                screen, on: try navigation(options), animated: try animated(options, line: line))
        case "pop":
            return .pop(on: try navigation(options), animated: try animated(options, line: line))
        case "back":
            return .back(on: try navigation(options))
        case "pop-to":
            let screen = try existingName(&words, kinds: nil)
            return .popTo(
                screen, on: try navigation(options), animated: try animated(options, line: line))
        case "pop-to-root":
            return .popToRoot(
                on: try navigation(options), animated: try animated(options, line: line))
        case "set-stack":
            let stack = try existingNames(&words, kinds: [.screen, .container, .tabs], atLeast: 1)
            return .setStack(
                stack, on: try navigation(options), animated: try animated(options, line: line))
        case "swipe":
            return try parseSwipe(&words, options: options)
        case "present":
            let screen = try existingName(&words, kinds: nil)
            var from: String?
            if let token = options["from"] {
                from = try check(token, kinds: nil)
            }
            var style = PresentationStyle.automatic
            if let token = options["style"] {
                guard let parsed = PresentationStyle(rawValue: optionValue(token)) else {
                    throw error(
                        line, token, "unknown presentation style '\(optionValue(token))'",
                        expected: "one of: "
                            + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))
                }
                style = parsed
            }
            return .present(
                screen, from: from, style: style, animated: try animated(options, line: line))
        case "dismiss":
            let screen = words.peek() == nil ? nil : try existingName(&words, kinds: nil)
            return .dismiss(screen, animated: try animated(options, line: line))
        case "select-tab", "tap-tab":
            let index = try number(&words, what: "a tab index", example: "1", integer: true)
            let tabs = try options["on"].map { token throws(CLIError) in
                try check(token, kinds: [.tabs])
            }
            return form.keyword == "select-tab"
                ? .selectTab(Int(index), on: tabs) : .tapTab(Int(index), on: tabs)
        case "embed":
            let child = try existingName(&words, kinds: [.screen, .navigation, .tabs])
            guard let word = words.next(), word.text == "in" else {
                throw missingOrWrong(words, expected: "'in' then a container: \(form.usage)")
            }
            let container = try existingName(&words, kinds: [.container])
            return .embed(child, in: container)
        case "unembed":
            return .unembed(try existingName(&words, kinds: nil))
        case "advance":
            let seconds = try number(&words, what: "a number of seconds", example: "0.35")
            guard seconds >= 0 else {
                throw error(
                    line, words.last!, "time cannot go backwards",
                    expected: "a number of seconds ≥ 0")
            }
            return .advance(seconds)
        case "size-class":
            guard let size = words.next() else {
                throw missingOrWrong(words, expected: form.usage)
            }
            guard size.text == "compact" || size.text == "regular" else {
                throw error(
                    line, size, "unknown size class '\(size.text)'", expected: form.usage)
            }
            return .sizeClass(compact: size.text == "compact")
        case "idle":
            return .runUntilIdle
        case "expect":
            guard let what = words.next() else {
                throw missingOrWrong(words, expected: form.usage)
            }
            guard what.text == "stack" else {
                throw error(
                    line, what, "unknown expectation '\(what.text)'",
                    expected: "'stack' or 'trace'")
            }
            let stack = try existingNames(&words, kinds: nil, atLeast: 1)
            return .expectStack(stack, on: try navigation(options))
        case "note":
            var text: [String] = []
            while let word = words.next() { text.append(word.text) }
            return .note(text.joined(separator: " "))
        default:
            throw error(line, words.last ?? Token(text: "", column: 1), "unsupported step")
        }
    }

    private mutating func parseSwipe(_ words: inout LineCursor, options: [String: Token])
        throws(CLIError) -> Step
    {
        let expected = "back, down <screen>, progress <0…1>, finish or cancel"
        guard let what = words.next() else {
            throw missingOrWrong(words, expected: "what the swipe does: \(expected)")
        }
        switch what.text {
        case "back": return .swipeBack(on: try navigation(options))
        case "down": return .swipeDown(try existingName(&words, kinds: nil))
        case "finish": return .swipeFinish
        case "cancel": return .swipeCancel
        case "progress":
            let token = words.peek()
            let value = try number(&words, what: "a progress between 0 and 1", example: "0.5")
            guard (0...1).contains(value) else {
                throw error(
                    words.line, token!, "progress \(token!.text) is out of range",
                    expected: "a progress between 0 and 1, e.g. 0.5")
            }
            return .swipeProgress(value)
        default:
            throw error(
                words.line, what, "unknown swipe '\(what.text)'", expected: "swipe \(expected)")
        }
    }
}
