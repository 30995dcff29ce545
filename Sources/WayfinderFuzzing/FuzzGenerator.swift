/// Makes random fuzz sequences from a ``FuzzRandom``: code commands of every kind (animated
/// or not, good and bad), user actions, and partial clock advances, interleaved so that
/// commands land mid-animation and mid-gesture.
///
/// The generator does not look at the screen: steps hold picks that the runner resolves, so a
/// sequence is a pure function of the seed.
public struct FuzzGenerator: Sendable {
    /// The random source.
    public var random: FuzzRandom
    /// Whether the user interrupts running transitions (iOS 26): more back taps, content
    /// swipes and zoom grabs, double back taps, and short clock advances that leave
    /// transitions running. Off, the sequences are those of earlier releases, seed for seed.
    public var interruptions: Bool

    /// Creates a generator.
    public init(random: FuzzRandom, interruptions: Bool = false) {
        self.random = random
        self.interruptions = interruptions
    }

    /// A sequence of `count` steps with a random root.
    public mutating func sequence(steps count: Int) -> FuzzSequence {
        let root: FuzzRoot =
            random.chance(40)
            ? .navigation : random.chance(67) ? .tabs(2 + random.int(below: 2)) : .split
        var steps: [FuzzStep] = []
        steps.reserveCapacity(count)
        for _ in 0..<count { steps.append(step()) }
        return FuzzSequence(root: root, steps: steps)
    }

    /// One random step.
    public mutating func step() -> FuzzStep {
        enum Kind { case command, user, advance, idle }
        let kinds: [(Kind, Int)] =
            interruptions
            ? [(.command, 40), (.user, 32), (.advance, 24), (.idle, 4)]
            : [(.command, 44), (.user, 24), (.advance, 26), (.idle, 6)]
        switch random.weighted(kinds) {
        case .command: return .command(command(), animated: random.chance(75))
        case .user: return .user(userAction())
        case .advance:
            let milliseconds = [16, 50, 100, 120, 175, 250, 350, 500, 700][random.int(below: 9)]
            return .advance(milliseconds: milliseconds)
        case .idle: return .idle
        }
    }

    /// One random command: mostly good ones, about one in seven bad.
    public mutating func command() -> FuzzCommand {
        let pick = random.int(below: 8)
        let choices: [(FuzzCommand, Int)] = [
            (.push(result: random.chance(30)), 16),
            (.pushRemoving(pick: pick), 4),
            (.pop, 9),
            (.popTo(pick: pick), 4),
            (.popToRoot, 4),
            (.setStack(keep: keepList(), adding: random.int(below: 3)), 4),
            (.remove(pick: pick), 4),
            (.present(presentation()), 10),
            (.dismiss(pick: pick), 5),
            (.dismissAll, 4),
            (.selectTab(random.int(below: 4)), 4),
            (.close(pick: pick), 7),
            (.finish(pick: pick, value: random.int(below: 100)), 5),
            (.embed(pick: pick), 3),
            (.unembed(pick: pick), 3),
            (.perform(batch()), 4),
            (.pushExisting(pick: pick), 1),
            (.pushNavigationController, 1),
            (.popToUnknown, 1),
            (.removeEverything, 1),
            (.presentExisting(pick: pick), 1),
            (.closeUnknown, 1),
        ]
        return random.weighted(choices)
    }

    private mutating func keepList() -> [Int] {
        (0..<random.int(below: 4)).map { _ in random.int(below: 6) }
    }

    private mutating func presentation() -> FuzzPresentation {
        let style = FuzzPresentationStyle.allCases[
            random.int(below: FuzzPresentationStyle.allCases.count)]
        let inNavigation = random.chance(35)
        return FuzzPresentation(
            style: style, inNavigation: inNavigation, result: !inNavigation && random.chance(40))
    }

    private mutating func batch() -> FuzzBatch {
        switch random.int(below: 5) {
        case 0: .popToRootAndPush
        case 1: .dismissAllAndPush
        case 2: .pushTwo
        case 3: .popTwice
        default: .dismissAllAndSelectTab(random.int(below: 3))
        }
    }

    /// One random user action.
    public mutating func userAction() -> FuzzUserAction {
        if interruptions {
            return random.weighted([
                (.tapBack, 7),
                (.doubleTapBack, 4),
                (.swipeBackBegin, 4),
                (.sheetSwipeDownBegin, 3),
                (.gestureProgress(percent: 5 + random.int(below: 91)), 5),
                (.gestureFinish, 4),
                (.gestureCancel, 4),
                (.tapTab(random.int(below: 3)), 3),
                (.contentSwipeBegin, 5),
                (.zoomDismissBegin, 4),
                (.sizeClass(compact: random.chance(50)), 2),
            ])
        }
        return random.weighted([
            (.tapBack, 4),
            (.swipeBackBegin, 5),
            (.sheetSwipeDownBegin, 4),
            (.gestureProgress(percent: 5 + random.int(below: 91)), 5),
            (.gestureFinish, 4),
            (.gestureCancel, 4),
            (.tapTab(random.int(below: 3)), 3),
            (.contentSwipeBegin, 3),
            (.zoomDismissBegin, 3),
            (.sizeClass(compact: random.chance(50)), 2),
        ])
    }
}
