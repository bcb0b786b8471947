import Testing
@testable import Compositor

/// `Rational` and `FrameRate` built from input never stop the process: the public
/// initializers throw or return nil, and arithmetic on template values fits.
@Suite struct RationalTests {
    @Test func zeroDenominatorThrows() {
        #expect(throws: RationalError.zeroDenominator(numerator: 3)) { try Rational(numerator: 3, denominator: 0) }
        #expect(throws: RationalError.outOfRange(numerator: .min, denominator: -1)) { try Rational(numerator: .min, denominator: -1) }
        #expect(Rational(parsing: "30/0") == nil)
        #expect(Rational(parsing: "30/-1") == nil)
    }

    @Test func throwingInitializerReduces() throws {
        #expect(try Rational(numerator: 6, denominator: -4) == Rational(-3, 2))
        #expect(try Rational(numerator: 0, denominator: -7) == .zero)
        let two: Rational = 2
        #expect(two == Rational(2) && two.denominator == 1)
    }

    @Test func floorAndCeilingRoundTowardTheirSides() {
        #expect(Rational(7, 2).floor == 3 && Rational(7, 2).ceiling == 4)
        #expect(Rational(-7, 2).floor == -4 && Rational(-7, 2).ceiling == -3)
        #expect(Rational(-6, 2).floor == -3 && Rational(-6, 2).ceiling == -3)
    }

    /// 12-decimal durations used to overflow on addition (10^12 × 10^12 denominators); sums now
    /// use the least common denominator, so 599.999999999 + 0.000000001 is exactly 600.
    @Test func sumsOfFineDecimalsFit() throws {
        let a = try #require(Rational(parsing: "599.999999999")), b = try #require(Rational(parsing: "0.000000001"))
        #expect(a + b == Rational(600))
        #expect(Rational(parsing: "0.0000000001") == nil)  // more than 9 decimals
        // 64-bit cross products would overflow here; the comparison is exact in 128 bits.
        #expect(Rational(999_999_999, 999_999_998) < Rational(240))
    }

    @Test func frameRatesMustBePositiveAndBounded() throws {
        // Values, not literals: `FrameRate(0)` with a literal is a constant in code (the
        // integer-literal initializer, a precondition); input arrives as values.
        let zero = 0, minus30 = -30
        #expect(throws: FrameRateError.notPositive(.zero)) { try FrameRate(zero) }
        #expect(throws: FrameRateError.notPositive(Rational(-30))) { try FrameRate(minus30) }
        #expect(throws: FrameRateError.tooFine(Rational(1_000_001, 1_000_000))) { try FrameRate(Rational(1_000_001, 1_000_000)) }
        #expect(try FrameRate(Rational(30000, 1001)).timeBase == Rational(1001, 30000))
        let literal: FrameRate = 24
        #expect(literal.rate == Rational(24))
    }
}
