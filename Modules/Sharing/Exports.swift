// Keys and tests written for swift-sharing guard their state with `Mutex`; re-exporting the
// standard library's module makes it available wherever `Sharing` is imported.
@_exported import Synchronization
