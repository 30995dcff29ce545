import Foundation

/// A place in a scenario file: 1-based line and column.
struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    var line: Int
    /// The column, from 1.
    var column: Int

    /// `"7:6"`.
    var description: String { "\(line):\(column)" }
}

/// How a presented screen is shown: the `modalPresentationStyle` values a scenario names.
enum PresentationStyle: String, Equatable, Sendable, CaseIterable {
    /// `.automatic` (a page sheet).
    case automatic
    /// `.fullScreen`.
    case fullScreen = "full-screen"
    /// `.pageSheet`.
    case pageSheet = "page-sheet"
    /// `.formSheet`.
    case formSheet = "form-sheet"
    /// `.overFullScreen`.
    case overFullScreen = "over-full-screen"
    /// `.overCurrentContext`.
    case overCurrentContext = "over-current-context"

    /// The Swift spelling, e.g. `.fullScreen`.
    var swiftName: String {
        switch self {
        case .automatic: ".automatic"
        case .fullScreen: ".fullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .overFullScreen: ".overFullScreen"
        case .overCurrentContext: ".overCurrentContext"
        }
    }
}

/// One step of a scenario, as a value: what to create, what to do, what to expect.
///
/// Optional navigation / tab bar names (`on`) mean "the only one there is"; an optional
/// `animated` means the scenario's default (`--animated` / `--no-animated` for `explain`).
enum Step: Equatable, Sendable {
    /// `screen A B C`: traced view controllers.
    case screens([String])
    /// `navigation nav A B`: a navigation controller and its initial stack.
    case navigation(name: String, stack: [String])
    /// `tabs tabs A B`: a tab bar controller and its tabs.
    case tabs(name: String, tabs: [String])
    /// `split split nav1 nav2`: a column-style split view controller and its columns
    /// (primary, the supplementary when there are three, secondary).
    case split(name: String, columns: [String])
    /// `container home`: a custom container view controller.
    case container(name: String)
    /// `window nav`: set the window's root view controller and make it key and visible.
    case window(root: String)
    /// `push B`: `pushViewController(B, animated:)`.
    case push(String, on: String?, animated: Bool?)
    /// `pop`: `popViewController(animated:)`.
    case pop(on: String?, animated: Bool?)
    /// `back`: the user taps the back button.
    case back(on: String?)
    /// `pop-to A`: `popToViewController(A, animated:)`.
    case popTo(String, on: String?, animated: Bool?)
    /// `pop-to-root`: `popToRootViewController(animated:)`.
    case popToRoot(on: String?, animated: Bool?)
    /// `set-stack A C`: `setViewControllers([A, C], animated:)`.
    case setStack([String], on: String?, animated: Bool?)
    /// `swipe back`: the user starts a swipe-back.
    case swipeBack(on: String?)
    /// `swipe down B`: the user starts to swipe the sheet B down.
    case swipeDown(String)
    /// `swipe progress 0.5`: the user's finger moves to 50 %.
    case swipeProgress(Double)
    /// `swipe finish`: the user lets go and the transition completes.
    case swipeFinish
    /// `swipe cancel`: the user lets go and the transition is undone.
    case swipeCancel
    /// `present B`: `present(B, animated:)` from `from`, or from the top of the window's
    /// presentation chain.
    case present(String, from: String?, style: PresentationStyle, animated: Bool?)
    /// `dismiss B`: `B.dismiss(animated:)`; without a name, the top of the presentation chain.
    case dismiss(String?, animated: Bool?)
    /// `select-tab 1`: `selectedIndex = 1` in code.
    case selectTab(Int, on: String?)
    /// `tap-tab 1`: the user taps the second tab.
    case tapTab(Int, on: String?)
    /// `embed C in home`: the containment calls UIKit asks for, in the right order.
    case embed(String, in: String)
    /// `unembed C`: the containment calls to remove a child, in the right order.
    case unembed(String)
    /// `advance 0.2`: advance the virtual clock.
    case advance(Double)
    /// `size-class compact`: the window's horizontal size class changes.
    case sizeClass(compact: Bool)
    /// `idle`: run until nothing is pending.
    case runUntilIdle
    /// `expect stack A B`: the navigation controller's `viewControllers`.
    case expectStack([String], on: String?)
    /// `expect trace` … `end`: the UIKit calls since the previous `expect trace`.
    case expectTrace([String])
    /// `note …`: a comment that appears in the trace.
    case note(String)
}

/// A step and where it was written.
struct LocatedStep: Equatable, Sendable {
    /// The step.
    var step: Step
    /// Where it starts in the file.
    var location: SourceLocation
}

/// A parsed scenario file.
struct Scenario: Equatable, Sendable {
    /// The file name shown in messages.
    var fileName: String
    /// The source lines, to quote them in messages.
    var sourceLines: [String]
    /// The steps, in order.
    var steps: [LocatedStep]
}
