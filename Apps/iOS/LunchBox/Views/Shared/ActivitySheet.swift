import SwiftUI
import UIKit

/// The system share sheet for files (the calendar export), which ShareLink on iOS 16
/// cannot offer for a file made on demand.
struct ActivitySheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

/// A file ready to share, identified by its address so a sheet can present it.
struct SharedFile: Identifiable {
    let url: URL
    var id: URL { url }
}
