/// The deepest nesting the library follows, everywhere: JSON arrays and objects read, models and
/// collections hydrated or written, containers the `Codable` bridge walks.
///
/// One number, so that what parses also hydrates, and what hydrates also writes back out.
enum NestingLimit {
  /// Levels of nesting accepted; one more is a `depthLimitExceeded` problem.
  static let levels = 512
}
