import Foundation
import HeadlessUIKit
import Testing

/// iOS 26's attributed titles and subtitles on `UINavigationItem`.
@MainActor
@Suite struct NavigationItemSubtitleTests {
    @Test func anAttributedSubtitleTakesPrecedenceAndSubtitleReadsItsCharacters() {
        let item = UINavigationItem(title: "Inbox")
        item.subtitle = "3 unread"
        #expect(item.attributedSubtitle == nil)

        item.attributedSubtitle = AttributedString("5 unread")
        #expect(item.subtitle == "5 unread")

        // As setting a label's `text` replaces its `attributedText`.
        item.subtitle = "none unread"
        #expect(item.attributedSubtitle == nil)
        #expect(item.subtitle == "none unread")
    }

    @Test func attributedTitleAndLargeAttributedSubtitleAreKeptAsSet() {
        let item = UINavigationItem()
        #expect(item.attributedTitle == nil)
        #expect(item.largeAttributedSubtitle == nil)
        item.attributedTitle = AttributedString("Mail")
        item.largeSubtitle = "Today"
        item.largeAttributedSubtitle = AttributedString("Yesterday")
        #expect(item.attributedTitle.map { String($0.characters) } == "Mail")
        #expect(item.largeSubtitle == "Today")
        #expect(item.largeAttributedSubtitle.map { String($0.characters) } == "Yesterday")
    }
}
