/// One thing drawn on a share card, positioned in pixels. The layout makes these and
/// `ShareCardSVG` writes them out; the tests read them to check nothing leaves the card.
public enum CardElement: Equatable, Sendable {
    /// A line of text. `x` is where it starts, or its centre when `centred`; `width` is
    /// the estimate `CardText.width` gives.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var x: Double
        public var baseline: Double
        public var fontSize: Double
        public var font: String
        public var weight: String
        public var fill: String
        public var centred: Bool
        public var italic: Bool

        public var width: Double { CardText.width(text, fontSize: fontSize) }
        public var left: Double { centred ? x - width / 2 : x }
        public var right: Double { centred ? x + width / 2 : x + width }
    }

    /// A rectangle; `dash` draws only its outline, dashed.
    public struct Box: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        public var corner: Double = 0
        public var fill: String?
        public var stroke: String?
        public var strokeWidth: Double = 0
        public var dash: String?
        public var opacity: Double = 1
    }

    /// A filled circle, for decoration.
    public struct Dot: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var radius: Double
        public var fill: String
        public var opacity: Double
    }

    case line(Line)
    case box(Box)
    case dot(Dot)
}
