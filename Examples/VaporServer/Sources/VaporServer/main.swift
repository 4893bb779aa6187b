import Foundation
import ReflectiveMapper
import Vapor

/// Registrations at startup, before the server takes requests.
func registerMappings() throws {
  try MappingRegistry.shared.register(Member.self) { m in
    m.required = ["name", "age"]
    m.constraints["age"] = [.range(0...150)]
    m.constraints["name"] = [.length(1...40)]
  }
}

func routes(_ app: Application) {
  app.post("webhook") { request async throws -> WebhookSummary in
    let event = try request.content.decode(PullRequestEvent.self)
    return WebhookSummary(
      action: event.action, number: event.number, title: event.pullRequest.title,
      authorLogin: event.pullRequest.user.login, openedAt: event.pullRequest.createdAt)
  }
  app.post("members") { request async throws -> Member in
    try request.content.decode(Member.self)
  }
}

var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
  try registerMappings()
  configureCoders(app)
  routes(app)
  try await app.execute()
} catch {
  app.logger.report(error: error)
  try? await app.asyncShutdown()
  throw error
}
try await app.asyncShutdown()
