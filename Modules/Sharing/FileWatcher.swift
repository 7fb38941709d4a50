import Dependencies
import Foundation

#if canImport(Glibc)
  import Glibc

  /// Tells when files may have changed on disk, through Linux's inotify: one inotify descriptor
  /// and one thread, blocked in `poll` until the kernel reports an event, for all the files it
  /// watches (and neither while it watches none).
  ///
  /// It watches each file's folder, not the file, and picks the events by name: a file replaced
  /// by a rename (an atomic write), deleted, moved away and moved back keeps being watched, and
  /// a file that does not exist yet is watched too. Its folder is created if it is missing.
  final class FileWatcher: Sendable {
    private let state = LockIsolated(State())

    private struct State: Sendable {
      var reader: Reader?
      var folders: [String: Folder] = [:]
      var folderByDescriptor: [Int32: String] = [:]
      var nextID = 0
    }

    /// A watched folder: its inotify watch, and who listens to which of its files.
    private struct Folder: Sendable {
      var descriptor: Int32
      var files: [String: [Int: @Sendable () -> Void]] = [:]
    }

    /// The inotify descriptor and the pipe that stops its thread.
    private struct Reader: Sendable {
      let inotify: Int32
      let stop: Int32
    }

    /// What a folder's watch reports: the ways a file's contents may change, and the folder
    /// itself going away.
    private static let mask = UInt32(
      IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
        | IN_MOVE_SELF | IN_ONLYDIR)

    /// Calls `onChange` (on the watcher's thread) whenever the file at `url` may have changed,
    /// until the subscription is cancelled. Watches nothing when the folder cannot be watched.
    func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
      let folderPath = url.deletingLastPathComponent().path
      let name = url.lastPathComponent
      try? FileManager.default.createDirectory(
        atPath: folderPath, withIntermediateDirectories: true)
      let shared = self.state
      let id = shared.withValue { state -> Int? in
        if state.reader == nil {
          state.reader = Self.startReader(state: shared)
        }
        guard let reader = state.reader else { return nil }
        var folder: Folder
        if let existing = state.folders[folderPath], existing.descriptor >= 0 {
          folder = existing
        } else {
          let descriptor = inotify_add_watch(reader.inotify, folderPath, Self.mask)
          guard descriptor >= 0 else {
            if state.folders.isEmpty { Self.stop(&state) }
            return nil
          }
          folder = state.folders[folderPath] ?? Folder(descriptor: descriptor)
          folder.descriptor = descriptor
          state.folderByDescriptor[descriptor] = folderPath
        }
        let id = state.nextID
        state.nextID += 1
        folder.files[name, default: [:]][id] = onChange
        state.folders[folderPath] = folder
        return id
      }
      guard let id else { return SharedSubscription {} }
      return SharedSubscription {
        shared.withValue { state in
          guard var folder = state.folders[folderPath] else { return }
          folder.files[name]?[id] = nil
          if folder.files[name]?.isEmpty ?? false {
            folder.files[name] = nil
          }
          guard folder.files.isEmpty else {
            state.folders[folderPath] = folder
            return
          }
          state.folders[folderPath] = nil
          if folder.descriptor >= 0, let reader = state.reader {
            state.folderByDescriptor[folder.descriptor] = nil
            _ = inotify_rm_watch(reader.inotify, folder.descriptor)
          }
          if state.folders.isEmpty {
            Self.stop(&state)
          }
        }
      }
    }

    /// Opens an inotify descriptor and starts the thread that reads it.
    private static func startReader(state: LockIsolated<State>) -> Reader? {
      let inotify = inotify_init1(Int32(IN_CLOEXEC))
      guard inotify >= 0 else { return nil }
      var pipeEnds: [Int32] = [-1, -1]
      guard pipe(&pipeEnds) == 0 else {
        close(inotify)
        return nil
      }
      for end in pipeEnds {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      let (wake, stop) = (pipeEnds[0], pipeEnds[1])
      let thread = Thread {
        Self.read(inotify: inotify, wake: wake, state: state)
        close(inotify)
        close(wake)
        close(stop)
      }
      thread.name = "FileStorage.watcher"
      thread.start()
      return Reader(inotify: inotify, stop: stop)
    }

    /// Tells the thread to stop (it closes the descriptors) and forgets it.
    private static func stop(_ state: inout State) {
      guard let reader = state.reader else { return }
      var byte: UInt8 = 1
      _ = write(reader.stop, &byte, 1)
      state.reader = nil
      state.folderByDescriptor = [:]
    }

    /// Waits for events until the stop pipe is written to, and calls the listeners of the files
    /// they name.
    private static func read(inotify: Int32, wake: Int32, state: LockIsolated<State>) {
      // Room for many events at once: an event is 16 bytes and a name of up to 256.
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        var descriptors = [
          pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, -1)
        if ready < 0 {
          if errno == EINTR { continue }
          return
        }
        if descriptors[1].revents != 0 { return }
        guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { Glibc.read(inotify, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        let events = buffer.withUnsafeBytes {
          Self.events(in: UnsafeRawBufferPointer(rebasing: $0[..<count]))
        }
        let listeners = state.withValue { state in Self.listeners(of: events, in: &state) }
        for onChange in listeners {
          onChange()
        }
      }
    }

    private struct Event: Sendable {
      var descriptor: Int32
      var mask: UInt32
      var name: String
    }

    /// The events in what one `read` of the inotify descriptor returned.
    private static func events(in bytes: UnsafeRawBufferPointer) -> [Event] {
      var events: [Event] = []
      var offset = 0
      // Each event: the watch descriptor, the mask, a cookie, the name's length, the name
      // (padded with zeros).
      while offset + 16 <= bytes.count {
        let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
        let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.count)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        events.append(Event(descriptor: descriptor, mask: mask, name: name))
        offset += 16 + length
      }
      return events
    }

    /// Who listens to the files the events name: each listener once. An overflowed queue tells
    /// every listener; a folder gone tells the listeners of its files, and its watch is over.
    private static func listeners(
      of events: [Event],
      in state: inout State
    ) -> [@Sendable () -> Void] {
      var listeners: [Int: @Sendable () -> Void] = [:]
      for event in events {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
          for folder in state.folders.values {
            for files in folder.files.values { listeners.merge(files) { first, _ in first } }
          }
          continue
        }
        guard let path = state.folderByDescriptor[event.descriptor],
          var folder = state.folders[path]
        else { continue }
        let folderGone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)
        if event.mask & folderGone != 0 {
          for files in folder.files.values { listeners.merge(files) { first, _ in first } }
          if event.mask & UInt32(IN_IGNORED) != 0 {
            state.folderByDescriptor[event.descriptor] = nil
            folder.descriptor = -1
            state.folders[path] = folder
          }
        } else if let files = folder.files[event.name] {
          listeners.merge(files) { first, _ in first }
        }
      }
      return Array(listeners.values)
    }
  }
#else
  /// Watches nothing on this platform: an outside change is noticed when a write finds it.
  final class FileWatcher: Sendable {
    func watch(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
      SharedSubscription {}
    }
  }
#endif
