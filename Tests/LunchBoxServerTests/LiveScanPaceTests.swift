import LunchBoxCore
import Testing

/// Issue 40: the live scan's pace is the core's, given to the page's script.
@Suite("Live scan pace")
struct LiveScanPaceTests {
    @Test func theScanPageGivesTheScriptThePace() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/scan")
            #expect(page.text.contains(#"data-frame-ms="\#(LiveScanPace.frameMilliseconds)" data-retry-ms="\#(LiveScanPace.retryMilliseconds)""#))
            #expect(page.text.contains(#"data-longest-side="\#(VisionModelRecognizer.longestSide)""#))
        }
    }
}
