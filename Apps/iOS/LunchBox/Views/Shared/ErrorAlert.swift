import SwiftUI

extension View {
    /// Shows a screen model's error message (already worded by the one error mapping)
    /// in an alert; closing the alert clears it.
    func errorAlert(_ message: Binding<String?>) -> some View {
        alert(
            "Something went wrong",
            // The one presentation rule here: a message present means the alert shows.
            isPresented: Binding(get: { message.wrappedValue != nil }, set: { _ in message.wrappedValue = nil }),
            presenting: message.wrappedValue
        ) { _ in
            Button("OK", role: .cancel) {}
        } message: { text in
            Text(text)
        }
    }
}
