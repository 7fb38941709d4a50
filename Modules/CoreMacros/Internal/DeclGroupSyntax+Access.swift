import SwiftSyntax

extension DeclGroupSyntax {
  /// `"public "` or `"package "` when the declaration is that visible, else `""`: the access to
  /// give members that satisfy its protocol requirements.
  var memberAccess: String {
    for modifier in self.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// Whether the inheritance clause names `name` or `Module.name`.
  func inherits(_ name: String) -> Bool {
    self.inheritanceClause?.inheritedTypes.contains {
      let spelled = $0.type.trimmedDescription
      return spelled == name || spelled.hasSuffix(".\(name)")
    } ?? false
  }

  /// The names of the nested types (structs, enums, type aliases, classes) declared inside.
  var nestedTypeNames: Set<String> {
    Set(
      self.memberBlock.members.compactMap {
        $0.decl.as(StructDeclSyntax.self)?.name.text
          ?? $0.decl.as(EnumDeclSyntax.self)?.name.text
          ?? $0.decl.as(TypeAliasDeclSyntax.self)?.name.text
          ?? $0.decl.as(ClassDeclSyntax.self)?.name.text
      }
    )
  }

  /// What kind of declaration this is, for messages: "a class", "an actor", "a protocol" …
  var kindName: String {
    switch Syntax(self).as(SyntaxEnum.self) {
    case .structDecl: "a struct"
    case .enumDecl: "an enum"
    case .classDecl: "a class"
    case .actorDecl: "an actor"
    case .protocolDecl: "a protocol"
    case .extensionDecl: "an extension"
    default: "this declaration"
    }
  }
}
