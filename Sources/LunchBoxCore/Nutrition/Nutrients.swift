import Foundation

/// Energy and the four macronutrients of an amount of food: what a lunch's nutrition
/// estimate shows. Values are plain numbers in kcal and grams so sums and scaling stay
/// exact enough for rounding at the end.
public struct Nutrients: Codable, Equatable, Hashable, Sendable {
    public var energyKcal: Double
    public var proteinG: Double
    public var carbohydrateG: Double
    public var fatG: Double
    public var fibreG: Double

    public init(energyKcal: Double = 0, proteinG: Double = 0, carbohydrateG: Double = 0, fatG: Double = 0, fibreG: Double = 0) {
        self.energyKcal = energyKcal
        self.proteinG = proteinG
        self.carbohydrateG = carbohydrateG
        self.fatG = fatG
        self.fibreG = fibreG
    }

    public static let zero = Nutrients()

    /// These values (per 100 g) for `grams` of the food.
    public func forGrams(_ grams: Double) -> Nutrients {
        scaled(by: grams / 100)
    }

    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(
            energyKcal: energyKcal * factor, proteinG: proteinG * factor, carbohydrateG: carbohydrateG * factor, fatG: fatG * factor, fibreG: fibreG * factor
        )
    }

    public static func + (left: Nutrients, right: Nutrients) -> Nutrients {
        Nutrients(
            energyKcal: left.energyKcal + right.energyKcal, proteinG: left.proteinG + right.proteinG,
            carbohydrateG: left.carbohydrateG + right.carbohydrateG, fatG: left.fatG + right.fatG, fibreG: left.fibreG + right.fibreG
        )
    }

    /// Rounded as a label shows them: whole kcal, grams to one decimal.
    public var rounded: Nutrients {
        func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        return Nutrients(energyKcal: energyKcal.rounded(), proteinG: tenth(proteinG), carbohydrateG: tenth(carbohydrateG), fatG: tenth(fatG), fibreG: tenth(fibreG))
    }

    /// "about 420 kcal · protein 21 g · carbohydrate 48 g · fat 15 g · fibre 6 g", in
    /// `words` (a decimal comma where the language writes one: "Eiweiß 8,5 g").
    public func summary(_ words: Wording) -> String {
        let value = rounded
        func grams(_ number: Double) -> String { number >= 10 ? String(Int(number.rounded())) : String(format: "%.1f", locale: words.locale, number) }
        return words("nutrition.values", String(Int(value.energyKcal)), grams(value.proteinG), grams(value.carbohydrateG), grams(value.fatG), grams(value.fibreG))
    }
}

extension Nutrients {
    /// One short line for a share card: "≈ 420 kcal · 21 g protein · 48 g carbs · 15 g fat · 6 g fibre".
    public var cardLine: String {
        let value = rounded
        return
            "≈ \(Int(value.energyKcal)) kcal · \(Int(value.proteinG.rounded())) g protein · \(Int(value.carbohydrateG.rounded())) g carbs · \(Int(value.fatG.rounded())) g fat · \(Int(value.fibreG.rounded())) g fibre"
    }
}
