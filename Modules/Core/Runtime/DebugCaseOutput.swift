/// `Type.case` of an action, without associated values; nested enum cases are named too:
/// `Root.Action.path(Root.Path.Action.counter)`. A value that is not an enum case (the payload
/// an action of a non-enum type carries, or `Void`) prints as itself: `1`, `()`.
package func debugCaseOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    let type = typeName(Swift.type(of: value))
    guard let child = mirror.children.first else {
      return "\(type).\(value)"
    }
    let label = child.label ?? "\(value)"
    if Mirror(reflecting: child.value).displayStyle == .enum {
      return "\(type).\(label)(\(debugCaseOutput(child.value)))"
    }
    return "\(type).\(label)"
  case .tuple where mirror.children.isEmpty:
    return "()"
  default:
    return String(customDumping: value)
  }
}
