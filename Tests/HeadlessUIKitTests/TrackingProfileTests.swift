import CustomDump
import HeadlessUIKit
import Observation
import Testing
import WayfinderTesting

/// A model the objects below read.
@Observable
@MainActor
private final class Track {
    var title = "One"
    var plays = 0
    var rating = 0
}

/// A view that reads the title and the traits in `updateProperties()`, and the plays and
/// the traits in `layoutSubviews()`.
@MainActor
private final class TrackView: UIView {
    let track: Track
    let trace: CallbackTrace

    init(track: Track, trace: CallbackTrace) {
        self.track = track
        self.trace = trace
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        let size = traitCollection.horizontalSizeClass.rawValue
        trace.record("view.updateProperties(\(track.title) \(size))")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = traitCollection.horizontalSizeClass.rawValue
        trace.record("view.layoutSubviews(\(track.plays) \(size))")
    }
}

/// A controller that reads the rating and the traits in `viewWillLayoutSubviews()`.
@MainActor
private final class TrackController: TracedViewController {
    let track: Track

    init(_ name: String, track: Track, trace: CallbackTrace) {
        self.track = track
        super.init(name, trace: trace)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = traitCollection.horizontalSizeClass.rawValue
        trace.record("\(name).viewWillLayoutSubviews(\(track.rating) \(size))")
    }
}

/// Automatic observation and trait tracking under each profile, with and without the
/// `UIObservationTrackingEnabled` Info.plist key:
/// ``HeadlessBehaviour/observationTrackingByDefaultFrom`` (iOS 26),
/// ``HeadlessBehaviour/observationTrackingWithInfoPlistKeyFrom`` (iOS 18, layout methods only),
/// ``HeadlessBehaviour/layoutTraitTrackingFrom`` (iOS 18) and
/// ``HeadlessBehaviour/updatePropertiesTraitTrackingFrom`` (iOS 26). The profile and the key
/// are set on the test's own window (tests run in parallel).
@MainActor
@Suite struct TrackingProfileTests {
    @Test(arguments: HeadlessBehaviour.Profile.allCases, [false, true])
    func whatIsTrackedFollowsTheProfileAndTheInfoPlistKey(
        profile: HeadlessBehaviour.Profile, infoPlistKey: Bool
    ) {
        let stage = Stage()
        stage.window.headless.behaviour = profile
        stage.window.headless.observationTrackingEnabledInfoPlistKey = infoPlistKey
        #expect(
            stage.window.headless.observationTrackingEnabledInfoPlistKeyOverride == infoPlistKey)
        do {
            let track = Track()
            let screen = TrackController("A", track: track, trace: stage.trace)
            stage.leaks.track(screen, "A")
            stage.show(screen)
            let view = TrackView(track: track, trace: stage.trace)
            screen.view.addSubview(view)
            screen.view.setNeedsLayout()
            stage.runUntilIdle()
            _ = stage.take()
            let observesUpdate = profile >= .iOS26
            let observesLayout = profile >= .iOS26 || (profile >= .iOS18 && infoPlistKey)
            let traitsInUpdate = profile >= .iOS26
            let traitsInLayout = profile >= .iOS18

            track.title = "Two"
            stage.runUntilIdle()
            stage.expectTrace(observesUpdate ? ["0.000 view.updateProperties(Two 1)"] : [])

            track.plays = 1
            stage.runUntilIdle()
            stage.expectTrace(observesLayout ? ["0.000 view.layoutSubviews(1 1)"] : [])

            track.rating = 1
            stage.runUntilIdle()
            stage.expectTrace(observesLayout ? ["0.000 A.viewWillLayoutSubviews(1 1)"] : [])

            stage.window.headless.setHorizontalSizeClass(.regular)
            stage.runUntilIdle()
            stage.expectTrace(
                (traitsInUpdate ? ["0.000 view.updateProperties(Two 2)"] : [])
                    + (traitsInLayout
                        ? ["0.000 A.viewWillLayoutSubviews(1 2)", "0.000 view.layoutSubviews(1 2)"]
                        : []))

            stage.window.rootViewController = nil
        }
        stage.runUntilIdle()
        _ = stage.take()
        #expect(stage.alive.isEmpty)
        stage.expectNoDiagnostics()
    }

    @Test func aWindowFollowsTheApplicationsKeyUntilItSetsItsOwn() {
        let stage = Stage()
        #expect(stage.window.headless.observationTrackingEnabledInfoPlistKeyOverride == nil)
        #expect(
            stage.window.headless.observationTrackingEnabledInfoPlistKey
                == UIApplication.shared.headless.observationTrackingEnabledInfoPlistKey)
        stage.window.headless.observationTrackingEnabledInfoPlistKey = true
        #expect(stage.window.headless.observationTrackingEnabledInfoPlistKey)
        stage.window.headless.observationTrackingEnabledInfoPlistKeyOverride = nil
        #expect(stage.window.headless.observationTrackingEnabledInfoPlistKeyOverride == nil)
    }
}
