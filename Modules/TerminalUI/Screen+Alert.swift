import Navigation

extension Screen {
  /// The screen of an alert, which takes over until one of its buttons is chosen: its title and
  /// message as framed lines, one command per button (named after its label, in lowercase), or a
  /// single `ok` when it has no buttons.
  ///
  /// ```swift
  /// if let alert = store.alert {
  ///   return Screen(alert: alert, send: { .alert(.presented($0)) }, dismiss: .alert(.dismiss))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - alert: The alert.
  ///   - title: The screen's title; the alert's title by default.
  ///   - send: Embeds a button's action in the screen's actions; without it (an alert whose
  ///     buttons send nothing), every button dismisses.
  ///   - dismiss: The action of a button without one (a cancel button) and of `ok`.
  public init<ButtonAction>(
    alert: AlertState<ButtonAction>,
    title: String? = nil,
    send: ((ButtonAction) -> Action)? = nil,
    dismiss: Action
  ) {
    self.init(
      buttonsTitled: alert.title, message: alert.message, buttons: alert.buttons,
      screenTitle: title, send: send, dismiss: dismiss)
  }

  /// The screen of a confirmation dialog: as an alert's (see
  /// ``init(alert:title:send:dismiss:)``).
  ///
  /// - Parameters:
  ///   - dialog: The dialog.
  ///   - title: The screen's title; the dialog's title by default.
  ///   - send: Embeds a button's action in the screen's actions; without it, every button
  ///     dismisses.
  ///   - dismiss: The action of a button without one (a cancel button) and of `ok`.
  public init<ButtonAction>(
    dialog: ConfirmationDialogState<ButtonAction>,
    title: String? = nil,
    send: ((ButtonAction) -> Action)? = nil,
    dismiss: Action
  ) {
    self.init(
      buttonsTitled: dialog.title, message: dialog.message, buttons: dialog.buttons,
      screenTitle: title, send: send, dismiss: dismiss)
  }

  private init<ButtonAction>(
    buttonsTitled title: TextState,
    message: TextState?,
    buttons: [ButtonState<ButtonAction>],
    screenTitle: String?,
    send: ((ButtonAction) -> Action)?,
    dismiss: Action
  ) {
    var lines = ["┃ \(title.string)"]
    if let message { lines.append("┃ \(message.string)") }
    let commands =
      buttons.isEmpty
      ? [Command("ok", "Dismiss the alert", action: dismiss)]
      : buttons.map { button in
        Command(
          button.label.string.lowercased(),
          button.role == .destructive
            ? "\(button.label.string) (cannot be undone)" : button.label.string,
          action: send.flatMap { send in button.action.map(send) } ?? dismiss
        )
      }
    self.init(title: screenTitle ?? title.string, lines: lines, commands: commands)
  }
}
