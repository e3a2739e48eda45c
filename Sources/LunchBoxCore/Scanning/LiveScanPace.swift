import Foundation

/// How a live scan sends the camera's frames, on every face: at most one a second, a
/// frame's longer side at most what the vision model is sent (larger only costs upload
/// time), and three seconds' pause after a frame that failed. The web page's script reads
/// these from the scan page and the iPhone's camera from here.
public enum LiveScanPace {
    public static let frameMilliseconds = 1000
    public static let retryMilliseconds = 3000
    public static let longestSide = VisionModelRecognizer.longestSide
}
