/// A place where the navigator's records of the window disagree with the window itself.
///
/// Quiet moments trust records instead of walking the whole window each time (see
/// `StackRecord`): a navigation stack whose count and two highest covered screens are
/// unchanged is taken as unchanged. These faults are what a full walk finds when such trust
/// was misplaced.
/// ``Navigator/consistencyFaults()`` reports them; the fuzzer checks them after every step.
/// Test support: not part of Wayfinder's public API.
@_spi(Testing) public enum ConsistencyFault: Equatable, Sendable, CustomStringConvertible {
    /// A covered screen of `navigation` is recorded as `recorded`, but the stack has `actual`
    /// at `index` (the stack changed below its two highest covered screens without its count
    /// changing).
    case coveredScreenReplaced(navigation: String, index: Int, recorded: String, actual: String)
    /// What is inside the covered screen `screen` of `navigation` (children and what they
    /// present) changed behind the navigator's back.
    case coveredScreenContentsChanged(
        navigation: String, screen: String, recorded: [String], actual: [String])
    /// A quiet moment recorded the front of the window as `recorded`, but it is `actual`
    /// (debug builds).
    case frontRecordedWrong(recorded: [String], actual: [String])
    /// A quiet moment recorded `recorded` visible screens, but `actual` are (debug builds).
    case visibleScreensRecordedWrong(recorded: Int, actual: Int)
    /// A quiet moment left `navigation`'s remembered stack (what `previous(of:)` reads) at
    /// `remembered` screens, but it has `actual` (debug builds).
    case rememberedStackWrong(navigation: String, remembered: Int, actual: Int)
    /// A quiet moment kept stack records that do not match the navigation controllers in
    /// front or their covered screens (debug builds).
    case stackRecordsWrong(records: Int, coveredIDs: Int, navigations: Int, coveredScreens: Int)
    /// A table of per-controller entries (`table`: remembered stacks, proxies) kept a
    /// controller no longer in the window after a quiet moment (debug builds).
    case tableKeptGoneController(table: String)

    /// Whether the fault was found checking a quiet moment's records right after it was made
    /// (debug builds), rather than by the full walk of ``Navigator/consistencyFaults()``.
    public var isQuietMomentFault: Bool {
        switch self {
        case .coveredScreenReplaced, .coveredScreenContentsChanged: false
        default: true
        }
    }

    /// The fault in words, naming the screens.
    public var description: String {
        switch self {
        case .coveredScreenReplaced(let navigation, let index, let recorded, let actual):
            "\(navigation): covered screen \(index) is recorded as \(recorded), "
                + "but the stack has \(actual) there"
        case .coveredScreenContentsChanged(let navigation, let screen, let recorded, let actual):
            "\(navigation): what is inside covered screen \(screen) "
                + "is recorded as [\(recorded.joined(separator: ", "))]"
                + ", but is [\(actual.joined(separator: ", "))]"
        case .frontRecordedWrong(let recorded, let actual):
            "a quiet moment recorded the front as "
                + "[\(recorded.joined(separator: ", "))], but it is "
                + "[\(actual.joined(separator: ", "))]"
        case .visibleScreensRecordedWrong(let recorded, let actual):
            "a quiet moment recorded \(recorded) visible screens, but \(actual) are"
        case .rememberedStackWrong(let navigation, let remembered, let actual):
            "a quiet moment left \(navigation)'s remembered "
                + "stack at \(remembered) screens, but it has \(actual)"
        case .stackRecordsWrong(let records, let coveredIDs, let navigations, let coveredScreens):
            "a quiet moment kept \(records) stack records and "
                + "\(coveredIDs) covered identities, but the window has "
                + "\(navigations) navigation controllers in front and the records "
                + "\(coveredScreens) covered screens"
        case .tableKeptGoneController(let table):
            "a quiet moment left a controller no longer in the window in the \(table)"
        }
    }
}
