import Foundation

extension NavigationState {
    private enum CodingKeys: String, CodingKey {
        case root, modals, splits, tabGroupSelections
    }

    /// Reads a state; `modals`, `splits` (none: every state saved before split views existed)
    /// and `tabGroupSelections` may be absent. The state has no ``alert``: alerts are never
    /// saved (a key `alert` in the data is ignored).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        root = try container.decode(Root.self, forKey: .root)
        modals = try container.decodeIfPresent([Modal].self, forKey: .modals) ?? []
        splits = try container.decodeIfPresent([Int: Split].self, forKey: .splits) ?? [:]
        tabGroupSelections =
            try container.decodeIfPresent([String: Int].self, forKey: .tabGroupSelections) ?? [:]
    }

    /// Writes `{"root": …, "modals": […]}`, with `"splits": {"0": {…}}` only when the state
    /// has split views and `"tabGroupSelections": {…}` only when it is not empty (so a state
    /// with neither is written as before they existed); the ``alert``, if any, is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(modals, forKey: .modals)
        if !splits.isEmpty { try container.encode(splits, forKey: .splits) }
        if !tabGroupSelections.isEmpty {
            try container.encode(tabGroupSelections, forKey: .tabGroupSelections)
        }
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
        case stack, style, inNavigation, sheet
    }

    /// Reads a modal; `style` defaults to `sheet`, `inNavigation` to `true` and `sheet` to
    /// `nil` (states saved before sheet state existed have none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode([Route].self, forKey: .stack),
            style: try container.decodeIfPresent(
                NavigationState.ModalStyle.self, forKey: .style) ?? .sheet,
            inNavigation: try container.decodeIfPresent(Bool.self, forKey: .inNavigation) ?? true,
            sheet: try container.decodeIfPresent(
                NavigationState.SheetState.self, forKey: .sheet))
    }

    /// Writes `{"stack": […], "style": …, "inNavigation": …}`, with `"sheet": {…}` when the
    /// modal has sheet state.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stack, forKey: .stack)
        try container.encode(style, forKey: .style)
        try container.encode(inNavigation, forKey: .inNavigation)
        try container.encodeIfPresent(sheet, forKey: .sheet)
    }
}

extension NavigationState.Split {
    private enum CodingKeys: String, CodingKey {
        case supplementary, secondary, compact, inspector, isCollapsed, displayMode, topColumn
        case isInspectorShown
    }

    /// Reads a split view; only `secondary` is required (`isCollapsed` and
    /// `isInspectorShown` default to `false`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            supplementary: try container.decodeIfPresent([Route].self, forKey: .supplementary),
            secondary: try container.decode([Route].self, forKey: .secondary),
            compact: try container.decodeIfPresent([Route].self, forKey: .compact),
            inspector: try container.decodeIfPresent([Route].self, forKey: .inspector),
            displayMode: try container.decodeIfPresent(DisplayMode.self, forKey: .displayMode),
            topColumn: try container.decodeIfPresent(Column.self, forKey: .topColumn),
            isInspectorShown: try container.decodeIfPresent(Bool.self, forKey: .isInspectorShown)
                ?? false)
        isCollapsed = try container.decodeIfPresent(Bool.self, forKey: .isCollapsed) ?? false
    }

    /// Writes the columns it has and its layout; `nil` fields are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(supplementary, forKey: .supplementary)
        try container.encode(secondary, forKey: .secondary)
        try container.encodeIfPresent(compact, forKey: .compact)
        try container.encodeIfPresent(inspector, forKey: .inspector)
        try container.encode(isCollapsed, forKey: .isCollapsed)
        try container.encodeIfPresent(displayMode, forKey: .displayMode)
        try container.encodeIfPresent(topColumn, forKey: .topColumn)
        try container.encode(isInspectorShown, forKey: .isInspectorShown)
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
