import PropertyBased
import Testing

@testable import LunchBoxServer

/// The checks every request passes read bytes, not `Character`s or lower-cased copies;
/// they must still decide exactly as the rules written on text do.
@Suite("Request check properties")
struct RequestCheckPropertiesTests {
    /// Authorities built from the pieces that matter: the allowed names in any case,
    /// near misses, brackets, colons, digits, and a few non-ASCII digits and letters.
    static var authority: Generator<String, some SendableSequenceType> {
        let pieces = ["localhost", "LocalHost", "127.0.0.1", "[::1]", "[::1", "::1]", "[", "]", ":", "80", "8080", "0", "evil", ".", "@", "nip.io", "٣", "é", "K", ""]
        return Gen.element(of: pieces).compactMap { $0 }.array(of: 0...5).map { $0.joined() }
    }

    /// Texts near a token: the base64url alphabet at lengths around 43, about half of them
    /// with one stray character (other ASCII, non-ASCII, a grapheme of several bytes).
    static var token: Generator<String, some SendableSequenceType> {
        let valid = Gen.element(of: Array("ABCXYZabcxyz0189-_")).compactMap { $0 }.array(of: 41...45)
        let stray = Gen.element(of: Array("+/=. é٣🥪")).compactMap { $0 }
        return zip(valid, Gen.int(in: 0...90), stray).map { characters, position, other in
            var characters = characters
            if position < characters.count { characters[position] = other }
            return String(characters)
        }
    }

    // Feature: lunchbox-prep, Property 26: For any authority, the byte check of an ASCII Host header answers as the rule on lower-cased text does (loopback names only, an optional numeric port), and other text takes that rule.
    @Test func theHostCheckOnBytesAgreesWithTheRuleOnText() async {
        await propertyCheck(count: 300, input: Self.authority) { authority in
            #expect(LoopbackAuthority.isAllowed(authority) == LoopbackAuthority.isAllowedAnyText(authority))
            if authority.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(LoopbackAuthority.isAllowedASCII(authority) == LoopbackAuthority.isAllowedAnyText(authority))
            } else {
                #expect(LoopbackAuthority.isAllowedASCII(authority) == nil)
            }
        }
    }

    // Feature: lunchbox-prep, Property 27: For any text, the CSRF cookie counts as well formed exactly when it is 43 characters of the base64url alphabet.
    @Test func aTokenIsWellFormedExactlyWhenItIs43Base64URLCharacters() async {
        await propertyCheck(count: 300, input: Self.token) { text in
            let expected = text.count == 43 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            #expect(CSRFMiddleware.isWellFormed(text) == expected)
        }
    }
}
