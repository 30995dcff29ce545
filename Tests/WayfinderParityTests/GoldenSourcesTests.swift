#if !canImport(UIKit)
    import Testing

    /// The golden readers find what the scenarios are checked against, so that an empty or
    /// misread golden cannot let a scenario pass.
    @Suite struct GoldenSourcesTests {
        @Test func everyListOfATestIsItsListsInOrder() throws {
            let golden = try GoldenSources.callbacks(
                "Tests/WayfinderTests/Seed001ContainmentTests.swift"
                    + "#embedAddsChildThenViewThenDidMoveAndForwardsAppearance*")
            #expect(
                golden == [
                    "A.willMove(toParent: box)", "A.viewDidLoad", "A.viewWillAppear(false)",
                    "A.didMove(toParent: box)", "A.viewIsAppearing(false)",
                    "A.viewDidAppear(false)", "A.willMove(toParent: nil)",
                    "A.viewWillDisappear(false)", "A.didMove(toParent: nil)",
                    "A.viewDidDisappear(false)",
                ])
        }

        @Test func expectationsAreTheTestsExpectsWithItsArgument() throws {
            let expected = try GoldenSources.expectations(
                "Tests/WayfinderTests/Seed003LeavingTests.swift"
                    + "#onFinishFiresOnceAfterThePopEnded(way: .swipe)#expect")
            #expect(
                expected == ["finished.isEmpty", "finished == [.swipe]", "app.diagnostics.isEmpty"]
            )
        }

        @Test func expectationsSpanningLinesAreReadOnOneLine() throws {
            let expected = try #require(
                try GoldenSources.expectations(
                    "Tests/WayfinderTests/Seed004ClosingWithResultsTests.swift"
                        + "#finishWithResultClosesTheScreenAndDeliversTheResult(shown: .pushed)"
                        + "#expect"))
            #expect(expected.contains("nav.viewControllers.map(\\.title) == [\"A\"]"))
            #expect(expected.contains("outcomes == [.finished(\"red\")]"))
        }

        @Test func refusalIsTheMessageTheCLIExpects() throws {
            let refusal = try GoldenSources.refusal(
                "Tests/WayfinderCLITests/BadInputTests.swift"
                    + "#refused dismiss during a presentation")
            #expect(refusal == "Attempt to dismiss from view controller")
            #expect(
                try GoldenSources.refusal("Tests/WayfinderCLITests/BadInputTests.swift#nope") == nil
            )
        }
    }
#endif
