import IdentifiedCollections

extension RangeReplaceableCollection {
  /// The elements of a shared identified collection, each as a `Shared` of its own: changing one
  /// changes the collection, and one whose element is removed keeps its last value.
  ///
  /// ```swift
  /// @Shared var todos: IdentifiedArrayOf<Todo>
  /// let rows: [Shared<Todo>] = Array($todos)
  /// ```
  ///
  /// - Parameter shared: A shared identified collection.
  public init<Base: _MutableIdentifiedCollection>(
    _ shared: Shared<Base>
  ) where Element == Shared<Base.Element> {
    self.init()
    let ids = shared.wrappedValue.ids
    self.reserveCapacity(ids.count)
    for id in ids {
      if let element = Shared<Base.Element>(shared[id: id]) {
        self.append(element)
      }
    }
  }

  /// The elements of a read-only shared identified collection, each as a `SharedReader`.
  ///
  /// - Parameter shared: A read-only shared identified collection.
  public init<Base: _IdentifiedCollection>(
    _ shared: SharedReader<Base>
  ) where Element == SharedReader<Base.Element> {
    self.init()
    let ids = shared.wrappedValue.ids
    self.reserveCapacity(ids.count)
    for id in ids {
      if let element = SharedReader<Base.Element>(shared[dynamicMember: \Base.[id: id]]) {
        self.append(element)
      }
    }
  }
}
