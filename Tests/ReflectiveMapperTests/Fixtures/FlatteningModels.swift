import Foundation
import ReflectiveMapper

// A customer whose address is flattened into its own object, as a class and as its struct
// twin, for FlatteningTests.

struct FLAddress: ReflectiveModel {
  var street = ""
  var city = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["street": \FLAddress.street, "city": \FLAddress.city] }
}

final class FLCustomer: ReflectiveModel {
  var id = 0
  var city = "own"
  var address = FLAddress()
  var billing: FLAddress?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \FLCustomer.id, "city": \FLCustomer.city, "address": \FLCustomer.address, "billing": \FLCustomer.billing]
  }
}

struct FLCustomerValue: ReflectiveModel {
  var id = 0
  var address = FLAddress()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \FLCustomerValue.id, "address": \FLCustomerValue.address] }
}
