extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself (not an equal one). A plain loop: no closure
    /// call per element.
    func contains(identical object: Element) -> Bool {
        lastIndex(identicalTo: object) != nil
    }

    /// The last index of `object` itself, searched from the end.
    func lastIndex(identicalTo object: Element) -> Int? {
        var index = endIndex
        while index > startIndex {
            index -= 1
            if self[index] === object { return index }
        }
        return nil
    }

    /// The first index of `object` itself, searched from the start.
    func firstIndex(identicalTo object: Element) -> Int? {
        var index = startIndex
        while index < endIndex {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// How many times the array holds `object` itself.
    func count(identical object: Element) -> Int {
        var count = 0
        for element in self where element === object { count += 1 }
        return count
    }
}
