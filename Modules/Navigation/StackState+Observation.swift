extension StackState: ObservableCollection where Element: ObservableState {
  /// A digest of the ids, in order, and the identity of each element: a push, a pop or a
  /// replaced element changes it, a change inside an element does not.
  public var _$shape: Int {
    var hasher = Hasher()
    hasher.combine(self.count)
    for (id, element) in zip(self.ids, self) {
      hasher.combine(id)
      hasher.combine(element._$id)
    }
    return hasher.finalize()
  }
}
