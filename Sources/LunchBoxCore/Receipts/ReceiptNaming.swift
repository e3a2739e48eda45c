/// How a receipt line's food was named, from surest to least sure.
public enum ReceiptNaming: String, Codable, CaseIterable, Sendable {
    /// The household taught this shop's words before (`ReceiptDictionary`).
    case learnt
    /// The printed words are a lexicon name ("BANANAS", "Vollmilch" once the lexicon knows it).
    case lexicon
    /// The words are a lexicon name once the shop's abbreviations are spelled out
    /// ("SEMI SKMD MILK" is semi skimmed milk).
    case abbreviation
    /// The words end in a lexicon food, every other word is understood, and any other
    /// food they name is of the same kind ("APPLES PINK LADY", "PASTA PENNE").
    case headWord
    /// One or two letters misread: the closest lexicon name, to be confirmed.
    case nearMatch
    /// Nothing known: the cleaned words, for the person to name.
    case unknown
}
