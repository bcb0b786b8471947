import Hummingbird

/// A response that ends a route early.
struct RouteRefusal: Error {
    let response: Response
    init(_ response: Response) { self.response = response }
}
