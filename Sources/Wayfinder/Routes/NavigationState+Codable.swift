import Foundation

extension NavigationState {
    private enum CodingKeys: String, CodingKey {
        case root, modals
    }

    /// Reads a state; `modals` may be absent (none). The state has no ``alert``: alerts are
    /// never saved (a key `alert` in the data is ignored).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        root = try container.decode(Root.self, forKey: .root)
        modals = try container.decodeIfPresent([Modal].self, forKey: .modals) ?? []
    }

    /// Writes `{"root": …, "modals": […]}`; the ``alert``, if any, is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(modals, forKey: .modals)
    }
}

extension NavigationState.Root {
    private enum CodingKeys: String, CodingKey {
        case stack, tabs, selected
    }

    /// The shape Swift synthesises for enum cases: `{"stack": {"_0": […]}}`,
    /// `{"tabs": {"_0": [[…]], "selected": n}}`.
    private enum SynthesizedKeys: String, CodingKey {
        case payload = "_0"
        case selected
    }

    /// Reads `{"stack": […]}` or `{"tabs": [[…]], "selected": n}` (`selected` defaults to 0),
    /// and also the shape Swift synthesises for enums (`{"stack": {"_0": […]}}`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.stack),
            let nested = try? container.nestedContainer(
                keyedBy: SynthesizedKeys.self, forKey: .stack)
        {
            self = .stack(try nested.decode([Route].self, forKey: .payload))
        } else if container.contains(.tabs),
            let nested = try? container.nestedContainer(
                keyedBy: SynthesizedKeys.self, forKey: .tabs)
        {
            self = .tabs(
                try nested.decode([[Route]].self, forKey: .payload),
                selected: try nested.decodeIfPresent(Int.self, forKey: .selected) ?? 0)
        } else if let stack = try container.decodeIfPresent([Route].self, forKey: .stack) {
            self = .stack(stack)
        } else if let tabs = try container.decodeIfPresent([[Route]].self, forKey: .tabs) {
            self = .tabs(
                tabs, selected: try container.decodeIfPresent(Int.self, forKey: .selected) ?? 0)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "the root is neither a \"stack\" nor \"tabs\""))
        }
    }

    /// Writes `{"stack": […]}` or `{"tabs": [[…]], "selected": n}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .stack(let stack):
            try container.encode(stack, forKey: .stack)
        case .tabs(let tabs, let selected):
            try container.encode(tabs, forKey: .tabs)
            try container.encode(selected, forKey: .selected)
        }
    }
}

extension NavigationState.Modal {
    private enum CodingKeys: String, CodingKey {
        case stack, style, inNavigation
    }

    /// Reads a modal; `style` defaults to `sheet` and `inNavigation` to `true`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode([Route].self, forKey: .stack),
            style: try container.decodeIfPresent(
                NavigationState.ModalStyle.self, forKey: .style) ?? .sheet,
            inNavigation: try container.decodeIfPresent(Bool.self, forKey: .inNavigation) ?? true)
    }

    /// Writes `{"stack": […], "style": …, "inNavigation": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stack, forKey: .stack)
        try container.encode(style, forKey: .style)
        try container.encode(inNavigation, forKey: .inNavigation)
    }
}

extension NavigationState {
    /// Whether `data` is a JSON object with an `alert` key, which decoding ignores (alerts
    /// are never restored); the route navigator traces that it was dropped.
    static func hasSavedAlert(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(SavedAlertKey.self, from: data))?.hasAlert ?? false
    }
}

/// Reads only whether a saved state has an `alert` key.
private struct SavedAlertKey: Decodable {
    let hasAlert: Bool
    private enum CodingKeys: String, CodingKey { case alert }
    init(from decoder: any Decoder) throws {
        hasAlert = try decoder.container(keyedBy: CodingKeys.self).contains(.alert)
    }
}
