import FileFormat
import Foundation
import Navigation

extension SharedReaderKey where Self == FileStorageKey<[Int]> {
  /// The favorite primes, in `favorite-primes.json` of the app's data folder: a JSON list of
  /// whole numbers. A number too large for an `Int` is a corrupt file that says which one and
  /// where, not "not valid JSON".
  public static var favoritePrimes: Self {
    @Dependency(\.defaultFileStorage) var storage
    let file = storage.directory.appendingPathComponent("favorite-primes.json")
    return .fileStorage(
      file,
      decode: { data in
        do {
          return try JSONDecoder().decodeLocatingNumbers([Int].self, from: data)
        } catch let problem as NumberProblem {
          throw FileStorageError.corruptFile(
            path: file.standardizedFileURL.path, reason: problem.description)
        }
      },
      encode: { favorites in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(favorites)
      }
    )
  }
}
