/// Reports a write through `[case:]` to a value that is in another case.
func reportUnrelatedCase<Root, Case>(
  _ value: Root,
  of description: String,
  caseKeyPath: CaseKeyPath<Root, Case>
) {
  reportIssue(
    """
    Can't modify unrelated case: …

      \(description) is \(debugCaseOutput(value)), not the case of \
    '\(String(reflecting: caseKeyPath))'.

    Nothing was changed. Check which case the state is in before writing to one.
    """
  )
}
