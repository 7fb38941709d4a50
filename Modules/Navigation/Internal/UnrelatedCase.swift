/// Reports a write through `[case:]` to a value that is in another case.
func reportUnrelatedCase<Root, Case>(
  _ value: Root,
  of description: String,
  caseKeyPath: CaseKeyPath<Root, Case>
) {
  reportUnrelatedCase(value, of: description, caseName: String(reflecting: caseKeyPath))
}

/// Reports a write through `[case:]` to a value that is in another case, naming the case.
func reportUnrelatedCase<Root>(_ value: Root, of description: String, caseName: String) {
  reportIssue(
    """
    Can't modify unrelated case: …

      \(description) is \(debugCaseOutput(value)), not the case of \
    '\(caseName)'.

    Nothing was changed. Check which case the state is in before writing to one.
    """
  )
}
