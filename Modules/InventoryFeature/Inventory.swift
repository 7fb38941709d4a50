import Foundation
import ItemFormFeature
import Navigation
import TerminalUI

/// A list of items, shared and persisted through `@Shared(.inventory)`: add (a sheet), edit (a
/// drill-down saved when it closes), delete (after an alert) and duplicate (after a dialog).
@Reducer
public struct Inventory: ShowsNotice, Sendable {
  /// What the inventory presents: a form to add or edit an item, an alert, a dialog.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    case addItem(ItemForm)
    case alert(AlertState<Inventory.Action.Alert>)
    case duplicateItem(ConfirmationDialogState<Inventory.Action.Dialog>)
    case editItem(ItemForm)
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    /// Whether a save is on its way to the disk: the screen says "Saving…" until it lands, so a
    /// change is never shown as kept before it is.
    public var isSaving: Bool
    /// The items, in the data folder's `inventory.json` (see ``InventoryFileFormat``): loaded
    /// when the state is made, shared with every feature that declares `@Shared(.inventory)`.
    @Shared(.inventory) public var items: IdentifiedArrayOf<Item> = []
    /// What the last command did that the screen would not show otherwise (a form's contents
    /// discarded, an item refused); cleared by the next command.
    public var notice: String?
    public var saveError: String?

    /// An inventory of the items saved in the data folder (the current `\.defaultFileStorage`).
    public init(
      destination: Destination.State? = nil,
      notice: String? = nil,
      saveError: String? = nil,
      isSaving: Bool = false
    ) {
      self.isSaving = isSaving
      self.destination = destination
      self.notice = notice
      self.saveError = saveError
    }

    /// An inventory of the given shared items (a parent's, or `Shared(value:)` in a preview).
    public init(
      items: Shared<IdentifiedArrayOf<Item>>,
      destination: Destination.State? = nil,
      notice: String? = nil,
      saveError: String? = nil,
      isSaving: Bool = false
    ) {
      self.init(destination: destination, notice: notice, saveError: saveError, isSaving: isSaving)
      self._items = items
    }

    /// Why the saved items could not be loaded, if they could not: the list is then empty and
    /// nothing is saved, so that the file is never overwritten.
    public var loadError: InventoryError? {
      self.$items.loadError.map { InventoryError($0, isSaving: false) }
    }
  }

  public enum Action: Equatable, Sendable {
    case addButtonTapped
    case cancelAddItemButtonTapped
    case cancelEditButtonTapped
    case confirmAddItemButtonTapped
    case deleteButtonTapped(id: Item.ID)
    case duplicateButtonTapped(id: Item.ID)
    case itemTapped(id: Item.ID)
    /// Items made elsewhere (the quick-add forms on the root stack) join the list and are saved.
    case itemsAdded([Item])
    case saveFinished(InventoryError?)
    case destination(PresentationAction<Destination.Action>)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion(id: Item.ID)
    }

    @CasePathable
    public enum Dialog: Equatable, Sendable {
      case confirmDuplication(id: Item.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  private enum CancelID { case save }

  public var body: some ReducerOf<Self> {
    NoticeRule<Self>(\.notice)
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemForm.State(item: Item(id: self.uuid())))
        return .none

      case .cancelAddItemButtonTapped:
        guard case .addItem(let form) = state.destination else { return .none }
        state.destination = nil
        if form.item.hasContents {
          state.notice = "Discarded the new item\(form.item.quotedName)."
        }
        return .none

      case .cancelEditButtonTapped:
        guard case .editItem(let form) = state.destination else { return .none }
        state.destination = nil
        if form.item != state.items[id: form.item.id] {
          state.notice = "Discarded the changes to\(form.item.quotedName)."
        }
        return .none

      case .confirmAddItemButtonTapped:
        guard case .addItem(let form) = state.destination else { return .none }
        guard !form.item.name.isEmpty else {
          state.notice = "Give the item a name first, like 'name Lamp'."
          return .none
        }
        state.destination = nil
        state.$items.withLock { _ = $0.append(form.item) }
        return self.save(&state)

      case .deleteButtonTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .alert(.deleteConfirmation(item))
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.$items.withLock { _ = $0.remove(id: id) }
        return self.save(&state)

      case .destination(.presented(.duplicateItem(.confirmDuplication(let id)))):
        guard let index = state.items.index(id: id) else { return .none }
        var copy = state.items[index]
        copy.id = self.uuid()
        copy.name += " copy"
        state.$items.withLock { _ = $0.insert(copy, at: index + 1) }
        return self.save(&state)

      case .destination(.dismiss):
        // Closing a form any other way than `cancel` (`done`, `back`, its timer, quitting)
        // keeps what it holds.
        switch state.destination {
        case .editItem(let form):
          state.$items.withLock { $0[id: form.item.id] = form.item }
          return self.save(&state)
        case .addItem(let form) where !form.item.name.isEmpty:
          state.$items.withLock { _ = $0.append(form.item) }
          return self.save(&state)
        case .addItem(let form) where form.item.hasContents:
          state.notice = "The new item had no name, so it was not added."
          return .none
        default:
          return .none
        }

      case .destination:
        return .none

      case .duplicateButtonTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .duplicateItem(.duplicateConfirmation(item))
        return .none

      case .itemTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .editItem(ItemForm.State(item: item))
        return .none

      case .itemsAdded(let items):
        guard !items.isEmpty else { return .none }
        state.$items.withLock { $0.append(contentsOf: items) }
        return self.save(&state)

      case .saveFinished(let error):
        state.isSaving = false
        state.saveError = error?.description
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// The end of a save, and what a presented form's effects send (its timer's ticks): the user
  /// sends none of them, so they leave the notice on screen.
  public static func isSentByEffect(_ action: Action) -> Bool {
    switch action {
    case .saveFinished: true
    case .destination(.presented(.addItem(let action))),
      .destination(.presented(.editItem(let action))):
      ItemForm.isSentByEffect(action)
    case .addButtonTapped, .cancelAddItemButtonTapped, .cancelEditButtonTapped,
      .confirmAddItemButtonTapped, .deleteButtonTapped, .duplicateButtonTapped, .itemTapped,
      .itemsAdded, .destination:
      false
    }
  }

  /// Writes the items now, instead of after the file storage's delay, and says when the write
  /// landed: the list says "Saving…" until then. Nothing is written when the items did not load.
  private func save(_ state: inout State) -> Effect<Action> {
    guard state.loadError == nil else { return .none }
    state.isSaving = true
    return .run { [items = state.$items] send in
      do {
        try await items.save()
        await send(.saveFinished(nil))
      } catch is CancellationError {
        // A newer save replaced this one.
      } catch {
        await send(.saveFinished(InventoryError(error, isSaving: true)))
      }
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

extension AlertState where Action == Inventory.Action.Alert {
  static func deleteConfirmation(_ item: Item) -> Self {
    AlertState {
      TextState("Delete “\(item.name)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: item.id)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}

extension ConfirmationDialogState where Action == Inventory.Action.Dialog {
  static func duplicateConfirmation(_ item: Item) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Duplicate “\(item.name)”?")
    } actions: {
      ButtonState(action: .confirmDuplication(id: item.id)) { TextState("Duplicate") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}
