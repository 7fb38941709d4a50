import Foundation

#if !canImport(Darwin)
  // Apple platforms' Foundation names the user's folders as `URL` members, and apps persist
  // with them (`.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))`).
  // Foundation on Linux has the folders only through `FileManager`; these give the same
  // spellings, so such a key moves over unchanged.
  extension URL {
    /// The user's documents folder: `~/Documents`, as `FileManager` names it on Linux.
    public static var documentsDirectory: URL { Self.userFolder(.documentDirectory) }

    /// The user's caches folder: `$XDG_CACHE_HOME`, else `~/.cache`.
    public static var cachesDirectory: URL { Self.userFolder(.cachesDirectory) }

    /// The user's application support folder: `$XDG_DATA_HOME`, else `~/.local/share`.
    public static var applicationSupportDirectory: URL {
      Self.userFolder(.applicationSupportDirectory)
    }

    private static func userFolder(_ folder: FileManager.SearchPathDirectory) -> URL {
      FileManager.default.urls(for: folder, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
    }
  }
#endif
