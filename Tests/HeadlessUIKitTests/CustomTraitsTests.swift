import Foundation
import HeadlessUIKit
import Testing
import WayfinderTesting

/// An app's own trait, as Apple's "Adapting your app when traits change" defines one.
private struct ContainedInSettingsTrait: UITraitDefinition {
    static let defaultValue = false
}

/// An app's own trait with a richer value.
private enum Theme: Int, Hashable {
    case standard, pastel, bold
}

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
    static let affectsColorAppearance = true
}

/// iOS 17's custom traits: read back through `traitCollection[…]`, made with
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)`.
@MainActor
@Suite struct CustomTraitsTests {
    @Test func mutationsSetSystemAndCustomTraitsAndModifyingKeepsTheRest() {
        let traits = UITraitCollection { traits in
            traits.horizontalSizeClass = .regular
            traits[ThemeTrait.self] = .pastel
        }
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits[ThemeTrait.self] == .pastel)
        #expect(traits[ContainedInSettingsTrait.self] == false)
        #expect(traits[UITraitHorizontalSizeClass.self] == .regular)

        var seen: [String] = []
        let modified = traits.modifyingTraits { traits in
            seen.append("theme \(traits[ThemeTrait.self]), width \(traits.horizontalSizeClass)")
            traits[ThemeTrait.self] = .bold
            traits[ContainedInSettingsTrait.self] = true
            traits.userInterfaceStyle = .dark
            seen.append("theme \(traits[ThemeTrait.self])")
        }
        #expect(seen == ["theme pastel, width regular", "theme bold"])
        #expect(modified[ThemeTrait.self] == .bold && modified[ContainedInSettingsTrait.self])
        #expect(modified.horizontalSizeClass == .regular && modified.userInterfaceStyle == .dark)
        #expect(traits[ThemeTrait.self] == .pastel && traits.userInterfaceStyle == .unspecified)

        let merged = UITraitCollection(traitsFrom: [
            modified, UITraitCollection { $0[ThemeTrait.self] = .standard },
        ])
        #expect(merged[ThemeTrait.self] == .standard && merged[ContainedInSettingsTrait.self])
    }

    @Test func overriddenCustomTraitsReachTheTraitCollectionsBelowAndTheirHandlers() {
        let stage = Stage()
        do {
            let nav = stage.showStack("A")
            let screen = stage.screen("A")
            let label = UILabel()
            screen.view.addSubview(label)
            screen.registerForTraitChanges([ThemeTrait.self]) {
                (controller: ProbedViewController, previous: UITraitCollection) in
                stage.trace.record(
                    "\(controller.name) theme \(previous[ThemeTrait.self])"
                        + ">\(controller.traitCollection[ThemeTrait.self])")
            }
            #expect(screen.traitCollection[ThemeTrait.self] == .standard)

            nav.traitOverrides[ThemeTrait.self] = .bold
            nav.traitOverrides[ThemeTrait.self] = .bold  // same value: no handler
            screen.traitOverrides[ContainedInSettingsTrait.self] = true

            #expect(screen.traitCollection[ThemeTrait.self] == .bold)
            #expect(label.traitCollection[ThemeTrait.self] == .bold)
            #expect(label.traitCollection[ContainedInSettingsTrait.self])
            #expect(!nav.traitCollection[ContainedInSettingsTrait.self])
            #expect(screen.traitCollection.horizontalSizeClass == .compact)
            stage.expectTrace(["0.000 A theme standard>bold"])

            nav.traitOverrides.remove(ThemeTrait.self)
            #expect(screen.traitCollection[ThemeTrait.self] == .standard)
            stage.expectTrace(["0.000 A theme bold>standard"])
            stage.expectNoDiagnostics()
        }
        stage.window.rootViewController = nil
        stage.runUntilIdle()
        #expect(stage.alive.isEmpty)
    }
}
