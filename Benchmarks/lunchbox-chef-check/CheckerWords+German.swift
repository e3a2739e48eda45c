import LunchBoxCore

/// The checker's German: what German recipes say when they cook, heat, cut and pack, as
/// the glossary writes it (docs/glossary.md, "The offline chef's German"). Text marks are
/// lower case as written ("dampfend heiß"); word lists are folded ("kocheln").
extension CheckerWords {
    static let german = CheckerWords(
        language: .german,
        heatMarks: ["aufwärmen", "dampfend heiß", "bis alles heiß", "heiß ist"],
        reheatMarks: ["dampfend heiß", "aufwärmen", "durchwärmen", "heiß ist"],
        rawCookingPatterns: [
            #"\babspülen\b"#, #"\bweich\b"#, #"durchgegart"#, #"nicht mehr rosa"#, #"kein rosa"#,
            #"\b\d+([-–]\d+)? minuten\b[^.]*\b(kochen|köcheln|rösten|backen|garen)\b"#,
        ],
        cookVerbs: [
            "kochen", "kocheln", "garen", "dampfen", "backen", "rosten", "braten", "erhitzen", "aufwarmen", "auftauen", "blanchieren", "pochieren",
            "grillen", "toasten", "einweichen", "stocken", "ruhren", "wenden", "brunen", "anrosten", "aufbacken", "quellen", "kochendem", "kochendes",
        ],
        hot: "heiß", servedHot: ["in den thermobehälter", "servieren"],
        cutVerbs: [
            "schneid", "hack", "wurfel", "reib", "raspel", "zupf", "halbier", "viertel", "zerbrosel", "schal", "zerdruck", "zerpfluck", "teil",
            "brech", "stift", "streifen", "spalten", "roschen", "scheiben", "stuck", "zerkleiner", "entkern",
        ],
        alreadyCut: ["scheiben", "gerieben", "geraspelt", "gewurfelt", "gehackt", "stifte", "roschen", "streifen", "geschnitten"],
        citrusWrong: ["hacken", "gehackt", "streuen", "bestreuen", "daruberstreuen"], melt: "schmelz", boil: "kochen", peel: "schälen",
        needlessCutVerbs: ["schneiden", "hacken", "wurfeln"], needlessCutExempt: ["halbieren", "langs"],
        minutesPattern: #"\d+([-–]\d+)? minuten"#, frittata: "frittata", flask: "thermobehalter",
        dishWords: [
            "sandwich", "bagel", "pita", "brotchen", "baguette", "ciabatta", "focaccia", "croissant", "muffin", "wrap", "quesadilla", "salatbox",
            "reisschussel", "bento", "reisbox", "getreide", "bowl", "ofenbox", "pfannenbox", "kartoffelbox",
            "gebratene", "gebratener", "teller", "thermobehalter", "kalte", "box", "frittata", "streifen", "parfait", "toast",
            "beilage", "mit", "und", "in", "overnight", "oats", "gute", "laune", "party", "sonnenschein", "omas", "art", "nach", "ordentlich", "ganz",
            "einfach", "ruhe", "schlicht", "mittagsprotokoll", "modul", "prazisionsbau", "alla", "vittorio", "il", "grande", "expeditions", "fur",
            "die", "große", "fahrt", "mondschein", "des", "glucks",
        ],
        nameQuantityWords: ["halb", "halbe", "dose", "dosen", "tute", "laib", "packung"],
        notFood: ["toast", "wasser", "eis", "wrap", "wraps", "salat", "dip", "ruhrei", "rührei", "onigiri"],
        hidden: [
            .vegetarian: [
                "parmesan", "parmigiano", "grana padano", "pecorino", "gorgonzola", "manchego", "pesto", "worcestershire", "caesar", "gelatine",
                "marshmallow", "gummibarchen", "fischsoße", "fischsauce", "sardelle", "sardellen", "schmalz", "talg", "austernsoße", "austernsauce",
                "garnelenpaste", "kimchi", "char siu", "krabbenchips", "bonito", "dashi", "furikake", "currypaste", "bratensoße",
            ],
            .vegan: [
                "honig", "naan", "ghee", "mayonnaise", "mayo", "milch", "käse", "kase", "butter", "joghurt", "ei", "eier", "sahne", "quark",
            ],
            .glutenFree: [
                "sojasoße", "sojasauce", "bruhwurfel", "couscous", "bulgur", "gerste", "roggen", "dinkel", "seitan", "fischstabchen", "wurstchen",
                "paniermehl", "semmelbrosel", "teriyaki", "hoisin", "malzessig", "wraps", "naan", "pita", "cracker", "haferflocken", "hafer", "brot",
                "nudeln", "pasta", "falafel", "chapati", "knoblauchbrot", "brotchen", "toast",
            ],
            .dairyFree: ["pesto", "naan", "ghee", "butter", "caesar", "tzatziki", "raita", "paneer", "käse", "kase", "joghurt", "milch", "sahne", "quark"],
            .nutFree: [
                "pesto", "satay", "erdnuss", "erdnusse", "mandel", "mandeln", "cashew", "cashewkerne", "walnuss", "walnusse", "pekannuss", "haselnuss",
                "pistazie", "pistazien", "macadamia", "marzipan", "nutella", "praline", "nuss", "nusse",
            ],
        ],
        exemptions: [
            .vegetarian: ["vegetarisch", "vegan", "veggie", "pflanzlich"],
            .vegan: [
                "vegan", "pflanzlich", "milchfrei", "laktosefrei", "hafermilch", "sojamilch", "mandelmilch", "kokosmilch", "kokosjoghurt",
                "sojajoghurt", "erdnussbutter", "erdnussmus", "mandelmus", "nussmus", "reismilch", "kakaobutter", "kokoscreme", "butterbohnen",
            ],
            .glutenFree: ["glutenfrei", "tamari", "maistortilla", "maistortillas", "reiscracker", "reisnudeln", "reiswaffeln", "buchweizen"],
            .dairyFree: [
                "milchfrei", "laktosefrei", "vegan", "hafermilch", "sojamilch", "mandelmilch", "kokosmilch", "kokosjoghurt", "sojajoghurt",
                "erdnussbutter", "erdnussmus", "mandelmus", "nussmus", "kakaobutter", "kokoscreme", "reismilch", "butterbohnen", "pflanzlich",
            ],
            .nutFree: ["nussfrei", "kokos", "muskat", "muskatnuss"],
        ])
}
