import Foundation
import Sharing
import Testing

/// The folder spellings Apple platforms' `URL` has, as a TCA app's file storage key names them.
@Suite
struct URLDirectoriesTests {
  @Test func theUserFoldersAreThoseFileManagerNames() {
    let manager = FileManager.default
    #expect(URL.documentsDirectory == manager.urls(for: .documentDirectory, in: .userDomainMask)[0])
    #expect(URL.cachesDirectory == manager.urls(for: .cachesDirectory, in: .userDomainMask)[0])
    #expect(
      URL.applicationSupportDirectory
        == manager.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0])
    #expect(URL.documentsDirectory.path.hasSuffix("/Documents"))
  }

  @Test func aFileStorageKeyNamesAFileInTheDocumentsFolder() {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    let key: FileStorageKey<[Int]> = .fileStorage(
      .documentsDirectory.appending(component: "sync-ups.json"))
    #expect(
      key.id
        == FileStorageKey<[Int]>.fileStorage(documents.appending(component: "sync-ups.json")).id)
    #expect(
      key.id != FileStorageKey<[Int]>.fileStorage(documents.appending(component: "other.json")).id)
  }
}
