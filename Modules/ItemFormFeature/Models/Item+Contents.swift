extension Item {
  /// Whether anything was typed into a new item: a name, a color, a stock other than the one a
  /// new form starts with. A form that closes without keeping such an item says so.
  public var hasContents: Bool {
    self != Item(id: self.id)
  }

  /// ` “Lamp”`, or nothing for an item without a name: for messages like "Discarded the new
  /// item “Lamp”."
  public var quotedName: String {
    self.name.isEmpty ? "" : " “\(self.name)”"
  }
}
