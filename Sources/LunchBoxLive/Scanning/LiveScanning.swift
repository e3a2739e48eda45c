import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// The recognizers this machine can run, from the Debian tools it has: the label reader
/// (tesseract and libvips), the barcode reader (zbar), and libvips to resize photos for
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
        if let tesseract = tools.tesseract, let preparer {
            recognizers.append(TesseractLabelReader(tesseract: tesseract, preparer: preparer, reader: LabelTextReader(lexicon: lexicon)))
        } else {
            unavailable.append(
                RecognizerAvailability(
                    kind: .labelReader, unavailableReason: "Not installed here (Debian packages tesseract-ocr and libvips-tools)"))
        }
        if let zbarimg = tools.zbarimg {
            recognizers.append(ZBarBarcodeReader(zbarimg: zbarimg))
        } else {
            unavailable.append(RecognizerAvailability(kind: .barcode, unavailableReason: "Not installed here (Debian package zbar-tools)"))
        }
        return ScanningServices(
            recognizers: recognizers, unavailable: unavailable, imagePreparer: preparer, productLookup: OpenFoodFactsLookup(transport: transport))
    }
}
