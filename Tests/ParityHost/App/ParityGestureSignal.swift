import Foundation

/// What the host app and its UI tests (`Tests/ParityHostUITests`) say to each other when a
/// parity scenario needs a user's gesture: compiled into both targets, so the two sides
/// spell every name the same way.
///
/// The UI test launches the app with `-parity-scenario <name>` and the output directory in
/// its environment. The app plays the scenario; at each gesture step it shows a label whose
/// accessibility identifier names the gesture it waits for
/// (`"parity.gesture.1.swipe-back"`), the UI test makes that gesture, and when the scenario
/// has ended the app writes its trace to `<output>/<name>.json` and shows `"parity.done"`.
enum ParityGestureSignal {
    /// The launch argument followed by the scenario's name.
    static let scenarioArgument = "-parity-scenario"
    /// The environment variable holding the directory where the app writes the trace.
    static let outputEnvironmentKey = "WAYFINDER_PARITY_GESTURE_OUTPUT"
    /// The identifier of the label the app shows once it has written the trace.
    static let doneIdentifier = "parity.done"
    /// The text of that label when the scenario ran to its end (otherwise it says why not).
    static let recorded = "recorded"

    /// The identifier of the label the app shows while it waits for gesture number `number`
    /// (1-based) of its scenario.
    static func waitingIdentifier(number: Int, for gesture: ParityGestureRequest) -> String {
        "parity.gesture.\(number).\(gesture.name)"
    }

    /// The scenario named on the command line, if any.
    static func scenario(in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: scenarioArgument),
            arguments.indices.contains(index + 1)
        else { return nil }
        return arguments[index + 1]
    }
}

/// A gesture a parity scenario asks for, as both sides name it.
enum ParityGestureRequest: Equatable, Sendable {
    /// A tap on the navigation bar's back button.
    case backTap
    /// A swipe from the leading edge (finished or cancelled: the scenario decides later,
    /// the UI test's table knows).
    case swipeBack
    /// A sheet dragged down.
    case swipeDown
    /// A tap on the tab bar's item at this index.
    case tabTap(Int)

    /// `"back-tap"`, `"swipe-back"`, `"swipe-down"`, `"tab-tap-1"`.
    var name: String {
        switch self {
        case .backTap: "back-tap"
        case .swipeBack: "swipe-back"
        case .swipeDown: "swipe-down"
        case .tabTap(let index): "tab-tap-\(index)"
        }
    }
}
