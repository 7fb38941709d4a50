import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The closure an endpoint holds until something sets it: it reports the issue
/// "Unimplemented: 'Client.endpoint'", then runs the property's default closure, or, without
/// one, throws, returns `nil` or returns nothing, as the closure's type allows.
struct UnimplementedClosure {
  /// The closure's source, or `nil` when the property needs a fix first.
  var closure: ExprSyntax?
  /// Errors (when `closure` is `nil`) and warnings about the property's default.
  var diagnostics: [Diagnostic] = []

  /// - Parameters:
  ///   - property: The endpoint.
  ///   - macro: The macro that reads it, named in messages (`DependencyClient`).
  ///   - client: The client type's name, when known, for the missing-default message.
  init(for property: ClosureProperty, macro: String, client: String? = nil) {
    let name = property.bareName
    let report = #"IssueReporting.reportIssue("Unimplemented: '\(Self.self).\#(name)'")"#
    let function = property.function

    guard let initializer = property.binding.initializer else {
      let signature = function.ignoredParameters
      let open = signature.isEmpty ? "{" : "{ \(signature)"
      if function.throwsAnyError {
        self.closure = """
          \(raw: open)
          \(raw: report)
          throw DependenciesMacros.Unimplemented("\\(Self.self).\(raw: name)")
          }
          """
      } else if function.returnsVoid {
        self.closure = "\(raw: open)\n\(raw: report)\n}"
      } else if function.returnsOptional {
        self.closure = "\(raw: open)\n\(raw: report)\nreturn nil\n}"
      } else {
        self.diagnostics.append(Self.missingDefault(property, client: client))
      }
      return
    }

    guard let closure = initializer.value.as(ClosureExprSyntax.self) else {
      self.diagnostics.append(
        Diagnostic(
          node: initializer.value,
          message: MacroExpansionErrorMessage(
            "The default of endpoint '\(name)' must be a closure literal, like '= { … }'"
          )
        )
      )
      let called = initializer.value.as(FunctionCallExprSyntax.self)?.calledExpression
      if called?.as(DeclReferenceExprSyntax.self)?.baseName.text == "unimplemented" {
        self.diagnostics.append(
          Diagnostic(
            node: initializer.value,
            message: MacroExpansionWarningMessage(
              """
              '@\(macro)' already reports a call to an endpoint that has no implementation; \
              write the value to return instead of 'unimplemented'
              """
            )
          )
        )
      }
      return
    }

    var body: [String] = [report]
    let statements = closure.statements
    if statements.count == 1, let statement = statements.first,
      let expression = statement.item.as(ExprSyntax.self)
    {
      if expression.isCallToNeverReturningFunction {
        self.diagnostics.append(Self.crashingDefault(statement))
        body.append(expression.trimmedDescription)
      } else if function.returnsVoid {
        body.append(expression.trimmedDescription)
      } else {
        // A closure of one expression returns it implicitly; with the report before it, it
        // needs the `return`.
        body.append("return \(expression.trimmedDescription)")
      }
    } else {
      body += statements.map(\.trimmedDescription)
    }
    let signature = closure.signature.map { " \($0.trimmedDescription)" } ?? ""
    self.closure = "{\(raw: signature)\n\(raw: body.joined(separator: "\n"))\n}"
  }

  /// A non-throwing endpoint that returns a value has nothing to return without a default.
  static func missingDefault(_ property: ClosureProperty, client: String?) -> Diagnostic {
    let returnType = property.function.returnClause.type.trimmedDescription
    let signature = property.function.ignoredParameters
    let placeholder = "{ \(signature.isEmpty ? "" : "\(signature) ")<#\(returnType)#> }"
    let unimplemented = client.map { " (as in '\($0)()')" } ?? ""
    let binding = property.binding
    let fixed =
      binding
      .with(\.typeAnnotation, binding.typeAnnotation?.with(\.trailingTrivia, .space))
      .with(
        \.initializer,
        InitializerClauseSyntax(
          equal: .equalToken(trailingTrivia: .space),
          value: ExprSyntax("\(raw: placeholder)")
        )
      )
    return Diagnostic(
      node: binding,
      message: MacroExpansionErrorMessage(
        """
        Endpoint '\(property.bareName)' needs a default closure: called without an \
        implementation\(unimplemented), it can neither throw nor return nothing, so it must \
        return a value of type '\(returnType)'. Any placeholder will do, like 'false' or '[]'.
        """
      ),
      fixIt: FixIt(
        message: MacroExpansionFixItMessage("Add the default '= \(placeholder)'"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]
      )
    )
  }

  /// A default that crashes takes down the tests and previews that call the endpoint.
  static func crashingDefault(_ statement: CodeBlockItemSyntax) -> Diagnostic {
    let wrapped = CodeBlockItemSyntax(
      leadingTrivia: statement.leadingTrivia,
      item: .expr("{ \(statement.item.trimmed) }()"),
      trailingTrivia: statement.trailingTrivia
    )
    return Diagnostic(
      node: statement,
      message: MacroExpansionWarningMessage(
        """
        A default that crashes stops every test and preview that calls this endpoint; return a \
        placeholder value instead, like 'false' or '[]'
        """
      ),
      fixIt: FixIt(
        message: MacroExpansionFixItMessage(
          "Keep the crash: call it from an immediately applied closure"
        ),
        changes: [.replace(oldNode: Syntax(statement), newNode: Syntax(wrapped))]
      )
    )
  }
}

extension ExprSyntax {
  /// Whether this is a direct call to `fatalError` or `preconditionFailure`, which return
  /// `Never` and so cannot follow a `return`.
  var isCallToNeverReturningFunction: Bool {
    guard let call = self.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
    else { return false }
    return ["fatalError", "preconditionFailure"].contains(callee.baseName.text)
  }
}
