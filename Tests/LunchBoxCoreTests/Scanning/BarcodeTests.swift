import LunchBoxCore
import Testing

@Suite("Barcodes")
struct BarcodeTests {
    @Test(arguments: ["4006381333931", "5000112637922", "96385074", "036000291452"])
    func realCodesAreValid(code: String) {
        #expect(Barcode.isValid(code))
    }

    @Test(arguments: ["4006381333932", "400638133393", "40063813339３1", "abcdefghijklm", "", "4006381333931 "])
    func othersAreNot(code: String) {
        #expect(!Barcode.isValid(code))
    }
}
