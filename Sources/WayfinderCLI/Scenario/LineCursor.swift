import Foundation

/// The words of one line after its keyword.
struct LineCursor {
    var tokens: [ScenarioParser.Token]
    let line: Int
    let form: ScenarioSyntax.Form
    private(set) var last: ScenarioParser.Token?

    init(tokens: [ScenarioParser.Token], line: Int, form: ScenarioSyntax.Form) {
        self.tokens = tokens
        self.line = line
        self.form = form
    }

    func peek() -> ScenarioParser.Token? { tokens.first }

    mutating func next() -> ScenarioParser.Token? {
        guard !tokens.isEmpty else { return nil }
        last = tokens.removeFirst()
        return last
    }
}
