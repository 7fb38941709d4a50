import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session network requests go through: `URLSession.shared` in the app.
  ///
  /// Tests must override it (reading it without an override reports an issue), typically with
  /// a session whose protocol classes answer from memory. Prefer a client dependency that
  /// wraps the requests a feature makes.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static var liveValue: URLSession { .shared }
}
