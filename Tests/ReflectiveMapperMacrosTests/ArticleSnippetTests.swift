// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The macro forms the DocC articles show (Declaring models, Migrating from SmartCodable) that
  // `TwinModels` does not already declare.

  enum Snippets {
    @ReflectiveModel
    struct Repository {
      var id = 0
      var fullName = ""
      var stargazersCount = 0
      var owner: Owner?
      var topics: [String] = []
      let createdAt: Date? = nil
    }

    @ReflectiveModel
    struct Owner {
      var login = ""
    }

    // The README's quick start.
    @ReflectiveModel
    struct User {
      let id: Int
      let login: String
      var email: String?
      var followers = 0
      var repos: [Repo] = []
    }

    @ReflectiveModel
    struct Repo {
      var fullName = ""
      var stars = 0
    }

    @ReflectiveModel
    struct Author {
      var name = ""
    }

    @ReflectiveModel
    struct Book {
      var name = ""
      var price = 0.0
      var author: Author?
      @Unmapped var cover: Data? = nil
    }
  }

  @Suite struct ArticleSnippetTests {
    @Test("README: the quick start's issues and output, as printed there")
    func quickStart() throws {
      let registry = MappingRegistry()
      registry.defaultKeyStrategy = .snakeCase
      try registry.register(Snippets.Repo.self) { m in m.keys = ["stargazers_count": "stars"] }
      let body = Data(
        #"""
        {"id": 1, "login": "octocat", "followers": "42",
         "repos": [{"full_name": "octocat/hello", "stargazers_count": 80},
                   {"full_name": "octocat/spoon", "stargazers_count": "many"}]}
        """#.utf8)
      var issues: [MappingError] = []
      let user = try Snippets.User(jsonData: body, registry: registry, issues: &issues)
      #expect(issues.map(\.description) == [#"repos[1].stargazers_count → User.repos[1].stars: expected Int, found String "many""#])
      let printed = String(decoding: try user.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
      let expected =
        #"{"followers":42,"id":1,"login":"octocat","repos":[{"full_name":"octocat/hello","stargazers_count":80},"#
        + #"{"full_name":"octocat/spoon","stargazers_count":0}]}"#
      #expect(printed == expected)
      let missing = try #require(throws: MappingError.self) {
        try Snippets.User(jsonData: Data(#"{"login": "octocat"}"#.utf8), registry: registry)
      }
      #expect(missing.issues.map(\.path) == ["id"])
    }

    @Test("Declaring models: a let is output-only")
    func repository() throws {
      let registry = MappingRegistry()
      try registry.register(Snippets.Repository.self) { $0.keyStrategy = .snakeCase }
      let repo = try Snippets.Repository(
        dictionary: ["id": 1, "full_name": "a/b", "stargazers_count": "3", "owner": ["login": "a"], "created_at": "2020-01-01T00:00:00Z"],
        registry: registry)
      #expect(repo.fullName == "a/b")
      #expect(repo.stargazersCount == 3)
      #expect(repo.owner?.login == "a")
      #expect(repo.createdAt == nil)
      #expect(Snippets.Repository.keyPaths["createdAt"] is KeyPath<Snippets.Repository, Date?>)
      #expect(!(Snippets.Repository.keyPaths["createdAt"] is WritableKeyPath<Snippets.Repository, Date?>))
    }

    @Test("Migrating from SmartCodable: keys, afterMapping, @Unmapped and reported fallbacks")
    func book() throws {
      let registry = MappingRegistry()
      try registry.register(Snippets.Book.self) { m in
        m.keys = ["title": "name"]
        m.afterMapping = { book, _ in book.name = book.name.trimmingCharacters(in: .whitespaces) }
      }
      var issues: [MappingError] = []
      let data = Data(#"{"title": "  Dune ", "price": "cheap", "author": {"name": "Herbert"}, "cover": "AA=="}"#.utf8)
      let book = try Snippets.Book(jsonData: data, registry: registry, issues: &issues)
      #expect(book.name == "Dune")
      #expect(book.price == 0)
      #expect(book.author?.name == "Herbert")
      #expect(book.cover == nil)
      #expect(issues.map(\.path) == ["price"])
      #expect(registry.issues(for: Snippets.Book.self).isEmpty)
    }
  }
#endif
