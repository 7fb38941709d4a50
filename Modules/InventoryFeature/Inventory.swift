import Foundation
import ItemFormFeature
import Navigation

/// A list of items, persisted through `InventoryClient`: add (a sheet), edit (a drill-down
/// saved when it closes), delete (after an alert) and duplicate (after a dialog).
@Reducer
public struct Inventory: Sendable {
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
    public var items: IdentifiedArrayOf<Item>
    public var loadStatus: LoadStatus
    /// What the last command did that the screen would not show otherwise (a form's contents
    /// discarded, an item refused); cleared by the next command.
    public var notice: String?
    public var saveError: String?

    public init(
      items: IdentifiedArrayOf<Item> = [],
      loadStatus: LoadStatus = .notLoaded,
      destination: Destination.State? = nil,
      notice: String? = nil,
      saveError: String? = nil,
      isSaving: Bool = false
    ) {
      self.isSaving = isSaving
      self.items = items
      self.loadStatus = loadStatus
      self.destination = destination
      self.notice = notice
      self.saveError = saveError
    }

    /// Whether the items came from the client; nothing is saved before they did, so a file that
    /// failed to load is never overwritten.
    public enum LoadStatus: Equatable, Sendable {
      case failed(String)
      case loaded
      case loading
      case notLoaded
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
    case itemsLoaded(Result<[Item], InventoryError>)
    case onAppear
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

  @Dependency(\.inventoryClient) var inventoryClient
  @Dependency(\.uuid) var uuid

  public init() {}

  private enum CancelID { case save }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemsLoaded, .saveFinished: break
      default: state.notice = nil
      }
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
        state.items.append(form.item)
        return self.save(&state)

      case .deleteButtonTapped(let id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .alert(.deleteConfirmation(item))
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.items.remove(id: id)
        return self.save(&state)

      case .destination(.presented(.duplicateItem(.confirmDuplication(let id)))):
        guard let index = state.items.index(id: id) else { return .none }
        var copy = state.items[index]
        copy.id = self.uuid()
        copy.name += " copy"
        state.items.insert(copy, at: index + 1)
        return self.save(&state)

      case .destination(.dismiss):
        // Closing a form any other way than `cancel` (`done`, `back`, its timer, quitting)
        // keeps what it holds.
        switch state.destination {
        case .editItem(let form):
          state.items[id: form.item.id] = form.item
          return self.save(&state)
        case .addItem(let form) where !form.item.name.isEmpty:
          state.items.append(form.item)
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
        state.items.append(contentsOf: items)
        return self.save(&state)

      case .itemsLoaded(.success(let items)):
        state.items = IdentifiedArray(items, uniquingIDsWith: { first, _ in first })
        state.loadStatus = .loaded
        return .none

      case .itemsLoaded(.failure(let error)):
        state.loadStatus = .failed(error.description)
        return .none

      case .onAppear:
        guard state.loadStatus == .notLoaded else { return .none }
        state.loadStatus = .loading
        return .run { send in
          do {
            await send(.itemsLoaded(.success(try await self.inventoryClient.load())))
          } catch {
            await send(.itemsLoaded(.failure(loadError(error))))
          }
        }

      case .saveFinished(let error):
        state.isSaving = false
        state.saveError = error?.description
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  private func save(_ state: inout State) -> Effect<Action> {
    guard state.loadStatus == .loaded else { return .none }
    state.isSaving = true
    return .run { [items = Array(state.items)] send in
      do {
        try await self.inventoryClient.save(items)
        await send(.saveFinished(nil))
      } catch is CancellationError {
        // A newer save replaced this one.
      } catch {
        await send(.saveFinished(saveError(error)))
      }
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

private func loadError(_ error: any Error) -> InventoryError {
  error as? InventoryError ?? .unreadableFile(path: "inventory", reason: "\(error)")
}

private func saveError(_ error: any Error) -> InventoryError {
  error as? InventoryError ?? .saveFailed(path: "inventory", reason: "\(error)")
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

extension Item {
  /// Whether anything was typed into a new item: a name, a color, a stock other than the one
  /// a new form starts with.
  var hasContents: Bool {
    self != Item(id: self.id)
  }

  /// ` “Lamp”`, or nothing for an item without a name.
  var quotedName: String {
    self.name.isEmpty ? "" : " “\(self.name)”"
  }
}
