/// The few Unicode properties text layout needs beyond bidi (FriBidi, `UnicodeBidi`) and line
/// breaking (`LineBreakClass`, `LineBreakOpportunities`), kept to simple tables.
extension Unicode.Scalar {
    /// The character's part in the simplified bidirectional algorithm: letters by script (Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko, … are right-to-left), digits (any script) as numbers, the
    /// rest neutral.
    package var bidiClass: BidiClass {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            isRightToLeftScript ? .rightToLeft : .leftToRight
        case .decimalNumber:
            .number
        default:
            .neutral
        }
    }

    private var isRightToLeftScript: Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// Spaces a line may end after; they hang past the line's width.
    package var isBreakingSpace: Bool {
        switch value {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Characters no font needs a glyph for: format controls, variation selectors, joiners.
    package var isDefaultIgnorable: Bool {
        switch value {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF: true
        default: false
        }
    }

    /// Ends a paragraph: line feed, carriage return, next line, line and paragraph separators.
    package var isParagraphSeparator: Bool {
        switch value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// The direction of a run of text.
package enum TextRunDirection: Sendable {
    case leftToRight, rightToLeft
}
