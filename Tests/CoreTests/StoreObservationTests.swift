import Core
import Testing

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct StoreObservationTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var title = ""
      var child = Child()
    }

    struct Child: Equatable {
      var value = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
      case titleChanged(String)
      case countdown(Int)
      case bounceButtonTapped
      case bounceBack
      case childValueChanged(Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .titleChanged(let title):
          state.title = title
          return .none
        case .countdown(let remaining):
          state.count += 1
          return remaining == 0 ? .none : .send(.countdown(remaining - 1))
        case .bounceButtonTapped:
          state.count += 1
          return .send(.bounceBack)
        case .bounceBack:
          state.count -= 1
          return .none
        case .childValueChanged(let value):
          state.child.value = value
          return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var feature = Feature.State()
      var flag = false
    }

    @CasePathable
    enum Action: Equatable {
      case feature(Feature.Action)
      case flagToggled
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.feature, action: \.feature) { Feature() }
      Reduce { state, action in
        if case .flagToggled = action { state.flag.toggle() }
        return .none
      }
    }
  }

  @Test func observeIsCalledAtOnceThenOnlyWhenTheValueChanges() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var counts: [Int] = []

    let token = store.observe(\.count) { counts.append($0) }
    #expect(counts == [0])

    store.send(.incrementButtonTapped)
    #expect(counts == [0, 1])

    store.send(.titleChanged("unrelated"))
    #expect(counts == [0, 1])

    store.send(.incrementButtonTapped)
    #expect(counts == [0, 1, 2])
    token.cancel()
  }

  @Test func observeIsCalledOncePerSendWithTheFinalValue() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var counts: [Int] = []

    let token = store.observe(\.count) { counts.append($0) }
    store.send(.countdown(2))

    #expect(store.state.count == 3)
    #expect(counts == [0, 3])
    token.cancel()
  }

  @Test func valueThatChangesAndComesBackWithinOneSendIsNotReported() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var counts: [Int] = []

    let token = store.observe(\.count) { counts.append($0) }
    store.send(.bounceButtonTapped)

    #expect(counts == [0])
    token.cancel()
  }

  @Test func everyObserverSeesTheChange() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var counts: [Int] = []
    var titles: [String] = []

    let countToken = store.observe(\.count) { counts.append($0) }
    let titleToken = store.observe(\.title) { titles.append($0) }
    store.send(.incrementButtonTapped)
    store.send(.titleChanged("Hello"))

    #expect(counts == [0, 1])
    #expect(titles == ["", "Hello"])
    countToken.cancel()
    titleToken.cancel()
  }

  @Test func cancelStopsTheObservation() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var counts: [Int] = []

    let token = store.observe(\.count) { counts.append($0) }
    #expect(token.isCancelled == false)
    token.cancel()
    #expect(token.isCancelled)
    store.send(.incrementButtonTapped)
    token.cancel()

    #expect(counts == [0])
    #expect(token.isCancelled)
  }

  @Test func releasingTheTokenStopsTheObservation() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var counts: [Int] = []
    var transformCalls = 0

    var token: ObservationToken? = store.observe({ state in
      transformCalls += 1
      return state.count
    }) { counts.append($0) }
    store.send(.incrementButtonTapped)
    #expect(counts == [0, 1])
    #expect(token != nil)

    token = nil
    let callsAfterRelease = transformCalls
    store.send(.incrementButtonTapped)

    #expect(counts == [0, 1])
    #expect(transformCalls == callsAfterRelease)
  }

  @Test func scopedStoreObservesItsPartOfTheState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.feature, action: \.feature)
    var values: [Int] = []

    let token = child.observe(\.child.value) { values.append($0) }
    child.send(.childValueChanged(7))
    store.send(.flagToggled)
    child.send(.incrementButtonTapped)
    store.send(.feature(.childValueChanged(8)))

    #expect(values == [0, 7, 8])
    token.cancel()
  }

  @Test func valuesYieldsTheCurrentValueThenEachChange() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: Feature.State()) { Feature() }
      var iterator = store.values(of: \.count).makeAsyncIterator()

      #expect(await iterator.next() == 0)
      store.send(.incrementButtonTapped)
      store.send(.titleChanged("unrelated"))
      store.send(.incrementButtonTapped)
      #expect(await iterator.next() == 1)
      #expect(await iterator.next() == 2)
    }
  }

  @Test func valuesStopsObservingWhenTheConsumerIsCancelled() async {
    await withSharedMainSerialExecutor {
      let store = Store(initialState: Feature.State()) { Feature() }
      let transformCalls = LockIsolated(0)
      let received = LockIsolated<[Int]>([])
      let stream = store.values { state in
        transformCalls.withValue { $0 += 1 }
        return state.count
      }

      let consumer = Task {
        for await count in stream {
          received.withValue { $0.append(count) }
        }
      }
      await Task.megaYield()
      store.send(.incrementButtonTapped)
      await Task.megaYield()
      #expect(received.value == [0, 1])

      consumer.cancel()
      await consumer.value
      await Task.megaYield()
      let callsAfterCancel = transformCalls.value
      store.send(.incrementButtonTapped)

      #expect(transformCalls.value == callsAfterCancel)
      #expect(received.value == [0, 1])
    }
  }
}
