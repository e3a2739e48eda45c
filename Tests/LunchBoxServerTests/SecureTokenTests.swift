import Foundation
import PropertyBased
import Testing

@testable import LunchBoxServer

@Suite("Secure tokens")
struct SecureTokenTests {
    // Feature: lunchbox-prep, Property 25: For any bytes, the token text is their base64url encoding without padding, as Foundation's base64 with the URL alphabet gives it.
    @Test func base64URLMatchesFoundation() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...255).array(of: 0...70)) { values in
            let bytes = values.map(UInt8.init)
            let foundation = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            #expect(SecureToken.base64URL(bytes) == foundation)
        }
    }

    @Test func tokensAreFortyThreeURLSafeCharactersAndDiffer() {
        let tokens = (0..<200).map { _ in SecureToken.make() }
        #expect(Set(tokens).count == tokens.count)
        for token in tokens {
            #expect(token.count == 43)
            #expect(token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        }
    }
}
