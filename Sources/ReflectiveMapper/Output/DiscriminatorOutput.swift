import Foundation

extension PlanCompiler {
  /// Writes the discriminator on output, so that what a subtype resolver read comes back
  /// out: a model that a `.discriminator` subtype resolver (its own, or a registered
  /// superclass's) names gets its key and name written first (or in sorted place), unless a
  /// property writes that key already.
  ///
  /// A closure resolver's `writeBack` becomes the plan's own tag (``SubtypeTag``); a closure
  /// without one is noted at the type that registers it.
  func compileDiscriminatorOutput<M: ReflectiveModel>(of plan: ModelPlan<M>) {
    let resolvers = subtypeResolvers(for: M.self)
    if let own = snapshot.registrations[ObjectIdentifier(M.self)]?.settings.subtypeResolver, own.hasNoInverse {
      note(Self.noInverseNote(owner: plan.typeName, property: nil, setting: "subtypeResolver"))
    }
    if let closure = resolvers.first(where: { $0.writeBack != nil }) {
      plan.ownSubtypeTag = SubtypeTag.make(closure, snapshot: snapshot)
    }
    guard let (key, name) = discriminator(for: M.self, resolvers: resolvers), !plan.jsonTree.contains(where: { $0.key == key }) else {
      return
    }
    let member = OutputMember<M>(
      property: key, component: .key(key), isNil: { _ in false }, value: { _, _ in name },
      write: { _, encodedKey, writer, _ in
        writer.writeEncodedKey(encodedKey)
        writer.writeString(name)
      })
    let node = OutputNode(key: key, member: member, children: [])
    plan.jsonTree.insert(node, at: 0)
    let position = plan.sortedJSONTree.firstIndex { JSONWriter.keyPrecedes(key, $0.key) } ?? plan.sortedJSONTree.count
    plan.sortedJSONTree.insert(node, at: position)
  }

  /// The discriminator key and name a `.discriminator` subtype resolver reads for exactly
  /// `M`: from `M`'s own (or inherited) resolver, else from any registered superclass's, named
  /// as a property's discriminator names it (``SubtypeTag``).
  private func discriminator<M: ReflectiveModel>(for _: M.Type, resolvers: [TypeResolver]) -> (String, String)? {
    for resolver in resolvers {
      guard case .discriminator = resolver.kind, let found = SubtypeTag.make(resolver, snapshot: snapshot)?.discriminator(for: M.self)
      else { continue }
      return found
    }
    return nil
  }

  /// The subtype resolvers that may pick `M`: its own (or inherited), then each registered
  /// superclass's, by type name.
  private func subtypeResolvers<M: ReflectiveModel>(for _: M.Type) -> [TypeResolver] {
    var resolvers: [TypeResolver] = []
    if let own = snapshot.settings(for: M.self).subtypeResolver { resolvers.append(own) }
    for registration in snapshot.registrations.values.sorted(by: { MessageText.typeName($0.type) < MessageText.typeName($1.type) })
    where TypeRelation.isType(M.self, subclassOf: registration.type) {
      if let resolver = registration.settings.subtypeResolver { resolvers.append(resolver) }
    }
    return resolvers
  }
}
