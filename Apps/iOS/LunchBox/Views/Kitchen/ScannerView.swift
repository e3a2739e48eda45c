import LunchBoxCore
import LunchBoxPresentation
import PhotosUI
import SwiftUI

/// The scanner (LB Req 3): the live camera with recognised names over it, each to
/// confirm or dismiss; a photo from the library; "This is: …" to teach the kitchen
/// memory the last photo; typing an item by hand; and, when the camera is not allowed,
/// a sheet that leads to Settings.
struct ScannerView: View {
    @EnvironmentObject private var model: ScannerViewModel
    @Environment(\.appContainer) private var container
    @Environment(\.dismiss) private var dismiss
    @State private var manualName = ""
    @State private var teachName = ""
    @State private var photo: PhotosPickerItem?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ZStack {
                        Color.black
                        if model.showsCameraPreview, let container {
                            CameraPreview(session: container.camera.session.session)
                                .accessibilityLabel("Camera preview")
                        }
                        DetectionOverlay()
                    }
                    .frame(minHeight: 280)
                    .listRowInsets(EdgeInsets())
                    Text(model.recognizerSummary)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    if let explanation = model.permissionExplanation {
                        Text(explanation).font(.footnote)
                    }
                    if let status = model.statusMessage {
                        Text(status).font(.footnote)
                    }
                    PhotosPicker(selection: $photo, matching: .images) {
                        Label("Scan a Photo", systemImage: "photo")
                    }
                }
                Section("Found") {
                    ForEach(model.detectedItems) { item in
                        DetectionRow(item: item)
                    }
                }
                if model.canTeach {
                    Section("This is") {
                        HStack {
                            TextField("What the last photo shows", text: $teachName)
                                .accessibilityIdentifier("teach-name")
                                .onSubmit(teach)
                            Button("Learn", action: teach)
                                .accessibilityIdentifier("teach-learn")
                        }
                        NavigationLink("What LunchBox has learnt") { KitchenMemoryView() }
                    }
                }
                Section("Add by hand") {
                    HStack {
                        TextField("Food name", text: $manualName)
                            .accessibilityIdentifier("manual-item-name")
                            .onSubmit(addManualItem)
                        Button("Add", action: addManualItem)
                            .accessibilityIdentifier("manual-item-add")
                    }
                    if let summary = model.confirmedSummary {
                        Text(summary).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Scan Food")
            .toolbar {
                Button("Done") { dismiss() }
                    .accessibilityIdentifier("scanner-done")
            }
            .overlay {
                if model.isScanning {
                    ProgressView().accessibilityLabel("Scanning")
                }
            }
            .sheet(isPresented: $model.showsPermissionSheet) { CameraDeniedSheet() }
            .errorAlert($model.errorMessage)
            .task {
                await model.loadRecognizers()
                await container?.camera.start()
            }
            .task(id: photo) {
                if let data = try? await photo?.loadTransferable(type: Data.self) {
                    await model.scanPhoto(data)
                }
            }
            .onDisappear { container?.camera.stop() }
        }
    }

    private func teach() {
        Task {
            if await model.teachLastPhoto(as: teachName) { teachName = "" }
        }
    }

    private func addManualItem() {
        Task {
            if await model.addManualItem(name: manualName) { manualName = "" }
        }
    }
}
