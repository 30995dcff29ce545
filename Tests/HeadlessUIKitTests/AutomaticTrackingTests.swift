import CustomDump
import HeadlessUIKit
import Observation
import Testing
import WayfinderTesting

/// A model the views below read.
@Observable
@MainActor
private final class Song {
    var title = "One"
    var plays = 0
}

/// A view that reads the model in `updateProperties()` (title) and `layoutSubviews()`
/// (plays), and optionally the traits.
@MainActor
private final class SongView: UIView {
    let song: Song
    let trace: CallbackTrace
    var readsTraits = false

    init(song: Song, trace: CallbackTrace) {
        self.song = song
        self.trace = trace
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        let size = readsTraits ? " \(traitCollection.horizontalSizeClass.rawValue)" : ""
        trace.record("view.updateProperties(\(song.title)\(size))")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        trace.record("view.layoutSubviews(\(song.plays))")
    }
}

/// A controller that reads the model in `updateProperties()`.
@MainActor
private final class SongController: TracedViewController {
    let song: Song

    init(_ name: String, song: Song, trace: CallbackTrace) {
        self.song = song
        super.init(name, trace: trace)
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        trace.record("\(name).updateProperties(\(song.title))")
    }
}

/// iOS 26's automatic observation and trait tracking, and the layout pass
/// (``HeadlessBehaviour/updatePropertiesTracksObservablesAndTraits``,
/// ``HeadlessBehaviour/layoutPassRunsOnTheNextTurn``). Apple: "UIKit tracks which properties
/// you access and automatically calls these methods again when those properties change"
/// (https://developer.apple.com/documentation/uikit/automatic-observation-tracking).
@MainActor
@Suite struct AutomaticTrackingTests {
    @Test func aViewAddedToAVisibleWindowGetsItsFirstUpdateAndLayoutOnTheNextTurn() {
        let stage = Stage()
        let screen = stage.controller("A")
        stage.show(screen)
        _ = stage.take()
        let song = Song()
        let view = SongView(song: song, trace: stage.trace)

        screen.view.addSubview(view)
        stage.expectNothingYet()
        stage.runUntilIdle()

        stage.expectTrace([
            "0.000 view.updateProperties(One)",
            "0.000 view.layoutSubviews(0)",
        ])
    }

    @Test func aChangeOfAReadPropertyRunsTheMethodAgainOnceOnTheNextTurn() {
        let stage = Stage()
        let screen = stage.controller("A")
        stage.show(screen)
        let song = Song()
        let view = SongView(song: song, trace: stage.trace)
        screen.view.addSubview(view)
        stage.runUntilIdle()
        _ = stage.take()

        song.title = "Two"
        song.title = "Three"
        stage.expectNothingYet()
        stage.runUntilIdle()
        stage.expectTrace(["0.000 view.updateProperties(Three)"])

        song.plays = 1
        stage.runUntilIdle()
        stage.expectTrace(["0.000 view.layoutSubviews(1)"])

        view.removeFromSuperview()
        song.title = "Gone"
        stage.runUntilIdle()
        stage.expectTrace([])
        stage.expectNoDiagnostics()
    }

    @Test func aControllersUpdateTracksWhatItReads() {
        let stage = Stage()
        let song = Song()
        let screen = SongController("A", song: song, trace: stage.trace)
        stage.show(screen)
        _ = stage.take()

        song.plays = 3
        stage.runUntilIdle()
        stage.expectTrace([])

        song.title = "Two"
        stage.runUntilIdle()
        stage.expectTrace(["0.000 A.updateProperties(Two)"])
        stage.expectNoDiagnostics()
    }

    /// Apple, "Automatic trait tracking": "These methods support automatic trait tracking"
    /// (https://developer.apple.com/documentation/uikit/automatic-trait-tracking).
    @Test func aTraitReadInTheUpdateRunsItAgainWhenTheTraitChanges() {
        let stage = Stage()
        let screen = stage.controller("A")
        stage.show(screen)
        let song = Song()
        let reading = SongView(song: song, trace: stage.trace)
        reading.readsTraits = true
        screen.view.addSubview(reading)
        stage.runUntilIdle()
        _ = stage.take()

        stage.window.headless.setHorizontalSizeClass(.regular)
        stage.runUntilIdle()

        stage.expectTrace(["0.000 view.updateProperties(One 2)"])
        stage.expectNoDiagnostics()
    }

    @Test func setNeedsLayoutLaysOutOnTheNextTurnOnce() {
        let stage = Stage()
        let screen = stage.controller("A")
        stage.show(screen)
        let view = SongView(song: Song(), trace: stage.trace)
        screen.view.addSubview(view)
        stage.runUntilIdle()
        _ = stage.take()

        view.setNeedsLayout()
        view.setNeedsLayout()
        stage.expectNothingYet()
        stage.runUntilIdle()

        stage.expectTrace(["0.000 view.layoutSubviews(0)"])
        stage.expectNoDiagnostics()
    }

    @Test func aViewOutsideAWindowIsNotLaidOut() {
        let stage = Stage()
        let view = SongView(song: Song(), trace: stage.trace)
        let holder = UIView(frame: .zero)
        holder.addSubview(view)

        view.setNeedsLayout()
        stage.runUntilIdle()

        stage.expectTrace([])
    }
}
