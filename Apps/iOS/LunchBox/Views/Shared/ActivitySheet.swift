import SwiftUI
import UIKit

/// The system share sheet, for what is made when the button is pressed: the calendar
/// export's file (which ShareLink on iOS 16 cannot offer) and an idea's text (counted as
/// a share by the use case first, which ShareLink would skip).
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
