/// The problems of a `MappingError` as plain values, for a response body or a structured log.
extension MappingError {
  /// One problem as values that encode to JSON: where, which property, what, and whether
  /// it stopped the operation.
  ///
  /// Input values inside ``message`` are truncated exactly as in ``MappingError/description``,
  /// so a report can go back to the client that sent the payload.
  ///
  /// ```swift
  /// } catch let error as MappingError {   // in a Hummingbird 2 handler
  ///   let data = try JSONEncoder().encode(error.report)   // [{"path": "labels[3].id", …}]
  ///   return Response(
  ///     status: .badRequest, headers: [.contentType: "application/json"],
  ///     body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))   // a Data is not a ResponseBody
  /// }
  /// ```
  public struct IssueReport: Codable, Sendable, Hashable {
    /// Where in the input, in service keys and indices (`friends[2].zip_code`); empty for
    /// the whole input.
    public var path: String
    /// The model property the value was going to (`Person.friends[2].zip`), if any.
    public var property: String?
    /// A stable, machine-readable name of the reason (``MappingError/Reason/code``).
    public var code: String
    /// The reason in words, as in the error's description.
    public var message: String
    /// Whether the problem stopped the operation.
    public var isFatal: Bool
    /// For a registration problem, the rule it breaks (``MappingError/registrationCode``);
    /// absent otherwise.
    public var registrationCode: String?

    /// Creates a report entry.
    public init(path: String, property: String?, code: String, message: String, isFatal: Bool) {
      self.init(path: path, property: property, code: code, message: message, isFatal: isFatal, registrationCode: nil)
    }

    /// Creates a report entry of a registration problem, with the rule it breaks.
    public init(path: String, property: String?, code: String, message: String, isFatal: Bool, registrationCode: String?) {
      self.path = path
      self.property = property
      self.code = code
      self.message = message
      self.isFatal = isFatal
      self.registrationCode = registrationCode
    }
  }

  /// This problem alone, as values.
  ///
  /// The report is what a client may see, so a key naming a stored property the model leaves out
  /// (``MappingError/Reason/unlistedProperty(_:)``) reads as an unknown key there: the property's
  /// name, and that it exists, stay in the developer-facing ``MappingError/description``.
  public var issueReport: IssueReport {
    if case .unlistedProperty = reason {
      let key = path.split(separator: ".").last.map(String.init) ?? path
      let shown = Reason.unknownKey(key)
      return IssueReport(path: path, property: nil, code: shown.code, message: shown.message(isFatal: isFatal), isFatal: isFatal)
    }
    return IssueReport(
      path: path, property: property, code: reason.code, message: reason.message(isFatal: isFatal), isFatal: isFatal,
      registrationCode: registrationCode?.rawValue)
  }

  /// Every problem reported together (``issues``), as values, this one first.
  public var report: [IssueReport] { issues.map(\.issueReport) }
}

extension MappingError.Reason {
  /// A stable, machine-readable name for the kind of problem (`typeMismatch`,
  /// `missingRequiredValue`, `issueLimitReached`, …): the case name.
  public var code: String {
    switch self {
    case .typeMismatch: "typeMismatch"
    case .notRepresentable: "notRepresentable"
    case .invalidValue: "invalidValue"
    case .nullValue: "nullValue"
    case .nullElement: "nullElement"
    case .missingRequiredValue: "missingRequiredValue"
    case .requiredValueIsNull: "requiredValueIsNull"
    case .unknownKey: "unknownKey"
    case .unlistedProperty: "unlistedProperty"
    case .outputOnlyProperty: "outputOnlyProperty"
    case .immutableProperty: "immutableProperty"
    case .duplicateKey: "duplicateKey"
    case .depthLimitExceeded: "depthLimitExceeded"
    case .sizeLimitExceeded: "sizeLimitExceeded"
    case .nonStringKey: "nonStringKey"
    case .callbackFailed: "callbackFailed"
    case .invalidRegistration: "invalidRegistration"
    case .invalidJSON: "invalidJSON"
    case .notJSONEncodable: "notJSONEncodable"
    case .cycle: "cycle"
    case .mergePatchUnreachable: "mergePatchUnreachable"
    case .constraintViolation: "constraintViolation"
    case .custom: "custom"
    case .issueLimitReached: "issueLimitReached"
    }
  }
}

extension Array where Element == MappingError {
  /// These problems (the non-fatal ones an `issues:` call collected, say) as values.
  public var report: [MappingError.IssueReport] { map(\.issueReport) }
}
