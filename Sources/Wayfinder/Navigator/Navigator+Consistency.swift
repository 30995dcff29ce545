extension Navigator {
    /// Where the navigator's records of the window disagree with a full walk of it; empty
    /// when they agree.
    ///
    /// Quiet moments cost what changed, not the size of the window: the front of the window
    /// is walked, and a navigation stack's covered screens (all but the top) are looked at
    /// again only when the stack changed, told from its count and its two highest covered
    /// screens. This check walks everything and reports each covered screen the next quiet
    /// moment would trust and is wrong about: a stack changed below its two highest covered
    /// screens without its count changing, or a controller added to or removed from a
    /// covered screen behind the navigator's back. The fuzzer runs it after every step; it
    /// costs a walk of the whole window.
    public func recordMismatches() -> [String] {
        guard !coveredScreensChanged else { return [] }
        var mismatches: [String] = []
        for controller in Hierarchy.frontControllers(in: window) {
            guard let navigation = controller as? UINavigationController,
                let record = stackRecords[ObjectIdentifier(navigation)]
            else { continue }
            let stack = navigation.viewControllers
            let trusted: Int
            switch record.change(to: stack) {
            case .unchanged, .pushed: trusted = record.covered.count
            case .popped: trusted = max(0, stack.count - 1)
            case .other: trusted = 0
            }
            for index in 0..<min(trusted, record.firstVisible) {
                let covered = record.covered[index]
                let name = screenName(of: navigation)
                guard covered.screen.value === stack[index] else {
                    mismatches.append(
                        "\(name): covered screen \(index) is recorded as \(covered.screen.name), "
                            + "but the stack has \(screenName(of: stack[index])) there")
                    continue
                }
                var inside: [UIViewController] = []
                Hierarchy.visitAll(stack[index], into: &inside)
                inside.removeFirst()
                let recorded = covered.inside.map(\.value)
                if recorded.count != inside.count
                    || zip(recorded, inside).contains(where: { $0 !== $1 })
                {
                    mismatches.append(
                        "\(name): what is inside covered screen \(screenName(of: stack[index])) "
                            + "is recorded as [\(covered.inside.map(\.name).joined(separator: ", "))]"
                            + ", but is [\(inside.map(screenName(of:)).joined(separator: ", "))]")
                }
            }
        }
        return mismatches
    }
}
