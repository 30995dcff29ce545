/// The names one navigator prints for screens (a title, else a type name), with each type's
/// name made once: `String(describing:)` of a type reflects on it, slower than the push
/// whose trace line and command name the screen. Owned by the navigator's screen tracker,
/// not a process-wide table.
@MainActor
final class ScreenNames {
    /// The few types asked about most recently, with their names, in a ring: compared
    /// first, with no hashing.
    private var recent = [(type: ObjectIdentifier?, name: String)](
        repeating: (nil, ""), count: 4)
    private var nextRecent = 0
    /// Every type's name made so far.
    private var known: [ObjectIdentifier: String] = [:]

    /// The name of `viewController`: its title, else its type's name.
    func name(of viewController: UIViewController) -> String {
        if let title = viewController.title, !title.isEmpty { return title }
        let type = type(of: viewController)
        let key = ObjectIdentifier(type)
        for entry in recent where entry.type == key { return entry.name }
        let name: String
        if let made = known[key] {
            name = made
        } else {
            name = String(describing: type)
            known[key] = name
        }
        recent[nextRecent] = (key, name)
        nextRecent = (nextRecent + 1) % recent.count
        return name
    }
}
