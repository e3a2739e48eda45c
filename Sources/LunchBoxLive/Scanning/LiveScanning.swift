import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// The recognizers this machine can run, from the Debian tools it has: the label reader
/// and the food model with kitchen memory (OpenCV, libvips and the models
/// `scripts/setup` builds), the barcode reader (zbar), and libvips to resize photos for
/// the vision model. A missing tool is reported with the package that brings it.
public enum LiveScanning {
    public static func services(environment: [String: String], lexicon: FoodLexicon, transport: any HTTPTransport) -> ScanningServices {
        let tools = ScanTools.locate(environment: environment)
        var recognizers: [any FoodRecognizer] = []
        var unavailable: [RecognizerAvailability] = []
        var preparer: VipsImagePreparer?
        if let thumbnail = tools.vipsthumbnail, let header = tools.vipsheader {
            preparer = VipsImagePreparer(vipsthumbnail: thumbnail, vipsheader: header)
        }
        let models = foodModelFile(environment: environment).deletingLastPathComponent()
        var textReader: OpenCVTextReader?
        if let preparer, OpenCVTextReader.isBuilt(in: models) {
            let reader = OpenCVTextReader(
                models: models, library: foodModelLibrary(environment: environment), preparer: preparer, reader: LabelTextReader(lexicon: lexicon))
            recognizers.append(reader)
            textReader = reader
        } else {
            let missing: RecognizerMissing = preparer == nil ? .package("libvips-tools") : .textModelsNotBuilt(folder: models.path)
            unavailable.append(RecognizerAvailability(kind: .labelReader, missing: missing))
        }
        if let zbarimg = tools.zbarimg {
            recognizers.append(ZBarBarcodeReader(zbarimg: zbarimg))
        } else {
            unavailable.append(RecognizerAvailability(kind: .barcode, missing: .package("zbar-tools")))
        }
        var imageModel: OpenCVFoodModel?
        if let preparer {
            imageModel = OpenCVFoodModel(modelFile: foodModelFile(environment: environment), library: foodModelLibrary(environment: environment), preparer: preparer)
        } else {
            unavailable.append(RecognizerAvailability(kind: .foodModel, missing: .package("libvips-tools")))
        }
        return ScanningServices(
            recognizers: recognizers, unavailable: unavailable, imagePreparer: preparer, productLookup: OpenFoodFactsLookup(transport: transport),
            imageModel: imageModel, classMap: try? FoodClassMap.bundled(lexicon: lexicon), documentReader: textReader)
    }

    /// `LUNCHBOX_FOOD_MODEL`, else the file scripts/setup builds under the data folder
    /// (`~/.local/share/lunchbox/models/`).
    public static func foodModelFile(environment: [String: String]) -> URL {
        if let path = environment["LUNCHBOX_FOOD_MODEL"], path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return HostPaths(environment: environment).dataDirectory.appendingPathComponent("models/\(OpenCVFoodModel.modelFileName)")
    }

    /// `LUNCHBOX_FOOD_MODEL_LIBRARY`, else the library SwiftPM builds beside this program.
    static func foodModelLibrary(environment: [String: String]) -> URL? {
        #if os(macOS)
        let name = "libLunchBoxFoodModel.dylib"
        #else
        let name = "libLunchBoxFoodModel.so"
        #endif
        let candidates =
            [environment["LUNCHBOX_FOOD_MODEL_LIBRARY"].map(URL.init(fileURLWithPath:))]
            + [Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
    }
}
