extension ScanBox {
    /// A box given as fractions from the picture's bottom-left corner, as Apple Vision
    /// reports them, turned into LunchBox's top-left fractions.
    public init?(bottomLeftX x: Double, y: Double, width: Double, height: Double) {
        self.init(x: x, y: 1 - y - height, width: width, height: height)
    }
}
