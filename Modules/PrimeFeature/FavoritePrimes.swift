import Navigation

extension SharedReaderKey where Self == FileStorageKey<[Int]> {
  /// The favorite primes, in `favorite-primes.json` of the app's data folder.
  public static var favoritePrimes: Self {
    .fileStorage("favorite-primes.json")
  }
}
