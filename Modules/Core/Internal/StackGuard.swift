import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps deeply recursive reducers (a feature presenting itself thousands of levels deep) from
/// overflowing the stack.
///
/// Each level of presentation runs the child's reducer inside the parent's, a few kilobytes of
/// stack per level. When less than ``reserve`` remains, the rest of the work continues on a
/// helper thread with a fresh, large stack, while this thread waits: reducers are synchronous and
/// not bound to an actor, and the context they run in is handed over whole: the dependencies in
/// force, and with them the ``ReducerContext`` (the store's registry, which a navigation reducer
/// cancels a removed child's effects in, and the child's navigation path).
@usableFromInline
enum StackGuard {
  /// The stack left below which work moves to a new thread.
  @usableFromInline static let reserve = 512 * 1024
  /// The stack size of a helper thread.
  static let helperStackSize = 512 * 1024 * 1024

  /// Runs `body` here, or on a helper thread with a large stack when this thread's is nearly
  /// used up.
  @inlinable
  static func run<R>(_ body: () -> R) -> R {
    guard let remaining = remainingStack(), remaining < reserve else { return body() }
    return self.runOnHelperThread(body)
  }

  /// Runs `body` on a helper thread with a large stack, and waits for it.
  @usableFromInline
  static func runOnHelperThread<R>(_ body: () -> R) -> R {
    withoutActuallyEscaping(body) { body in
      // The helper thread takes `body` out of the box and lets it go before it signals: the
      // `Thread` keeps its own closure alive until the thread exits, which may be after `wait()`
      // returns, and `body` must not outlive this call.
      let unchecked = UncheckedSendable(body)
      let box = LockIsolated<UncheckedSendable<() -> R>?>(unchecked)
      let result = LockIsolated<UncheckedSendable<R>?>(nil)
      let dependencies = DependencyValues._current
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        do {
          let body = box.withValue { box in
            defer { box = nil }
            return box!
          }
          DependencyValues._withCurrent(dependencies) {
            result.setValue(UncheckedSendable(body.value()))
          }
        }
        done.signal()
      }
      thread.stackSize = helperStackSize
      thread.start()
      done.wait()
      return result.value!.value
    }
  }

  /// The bytes of stack left on the current thread, if the platform tells.
  @usableFromInline
  static func remainingStack() -> Int? {
    guard let low = StackBounds.lowAddress() else { return nil }
    var marker = 0
    let current = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    return current > low ? Int(current - low) : 0
  }
}

/// The lowest address of each thread's stack, looked up once per thread.
private enum StackBounds {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      #if canImport(Darwin)
        pointer.deallocate()
      #else
        pointer?.deallocate()
      #endif
    }
    return key
  }()

  static func lowAddress() -> UInt? {
    if let cached = pthread_getspecific(self.key) {
      return cached.load(as: UInt.self)
    }
    guard let low = self.lookUp() else { return nil }
    let storage = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<UInt>.size,
      alignment: MemoryLayout<UInt>.alignment
    )
    storage.storeBytes(of: low, as: UInt.self)
    pthread_setspecific(self.key, storage)
    return low
  }

  #if !canImport(Darwin)
    // glibc declares `pthread_getattr_np` only for _GNU_SOURCE, which Swift's module does not
    // set; it is looked up by name instead.
    private typealias GetAttributes =
      @convention(c) (
        pthread_t, UnsafeMutablePointer<pthread_attr_t>
      ) -> Int32

    private static let getAttributes: GetAttributes? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pthread_getattr_np") else { return nil }
      return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
  #endif

  private static func lookUp() -> UInt? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
      return high - UInt(pthread_get_stacksize_np(thread))
    #else
      var attributes = pthread_attr_t()
      guard let getAttributes = self.getAttributes,
        getAttributes(pthread_self(), &attributes) == 0
      else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else {
        return nil
      }
      return UInt(bitPattern: address)
    #endif
  }
}
