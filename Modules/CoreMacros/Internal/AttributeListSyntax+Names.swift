import SwiftSyntax

extension AttributeListSyntax {
  /// The attribute spelled `@name` or `@Module.name`, if present.
  func attribute(named name: String) -> AttributeSyntax? {
    for element in self {
      guard case .attribute(let attribute) = element else { continue }
      let spelled = attribute.attributeName.trimmedDescription
      // Generic arguments (`@ReducerBuilder<State, Action>`) are not part of the name.
      let base = spelled.split(separator: "<", maxSplits: 1).first.map(String.init) ?? spelled
      if base == name || base.hasSuffix(".\(name)") { return attribute }
    }
    return nil
  }

  /// Whether `@name` or `@Module.name` is present.
  func contains(named name: String) -> Bool {
    self.attribute(named: name) != nil
  }
}
