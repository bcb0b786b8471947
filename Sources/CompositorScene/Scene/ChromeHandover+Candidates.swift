import CompositorCore

/// How `ChromeHandover` names an element's candidate views in its votes (over the screen before
/// and after, in light and in dark content; nil where there is none): votes must be equal
/// exactly when the views they name are, so that they tally and pick as the views would.
protocol CandidateVotes {
    associatedtype Vote: Equatable
    /// The candidates, in `ChromeHandover`'s order.
    init(_ candidates: [View?])
    /// The vote for candidate `index` (nil: none).
    func vote(_ index: Int) -> Vote?
    /// The view a vote names.
    func view(_ vote: Vote) -> View
}

extension ChromeHandover {
    /// Each candidate voted for by a number: the index of the first candidate equal to it.
    /// Equal views get the same number and only equal views do, so votes compare, tally and
    /// pick exactly as the views would, with each pair of views compared once instead of at
    /// every point a glyph's backdrop is read at.
    struct NumberedVotes: CandidateVotes {
        private let views: [View?]
        private let numbers: [Int?]

        init(_ candidates: [View?]) {
            views = candidates
            numbers = candidates.indices.map { i in
                candidates[i] == nil ? nil : candidates.indices.first { candidates[$0] == candidates[i] }
            }
        }

        func vote(_ index: Int) -> Int? { numbers[index] }

        /// A number is only ever given to a candidate that is there.
        func view(_ vote: Int) -> View { views[vote]! }
    }

    /// The reference: each candidate voted for as itself, every comparison of votes one of views.
    struct ViewVotes: CandidateVotes {
        private let views: [View?]

        init(_ candidates: [View?]) { views = candidates }

        func vote(_ index: Int) -> View? { views[index] }

        func view(_ vote: View) -> View { vote }
    }
}
