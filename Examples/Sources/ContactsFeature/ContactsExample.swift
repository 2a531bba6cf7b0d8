import ExampleSupport
import ObservableStructs

/// A master–detail screen driven through a scripted session: present a detail screen for one
/// contact, edit a draft in it, save and dismiss, then ask to delete and delete another.
///
/// Views: `NavigationBar` reads the title only; `ContactList` scopes the contacts into row
/// stores and mounts one `Row <id>` each; `DestinationHost` scopes the destination to each of
/// its cases and mounts the presented sheet (`Sheet Detail <id>`, `Sheet Delete <id>`), which
/// reads its own scoped store. Presenting and dismissing re-render the host and the sheet
/// only; editing the draft re-renders the sheet only.
@MainActor
public enum ContactsExample {
  /// Mounts the screen's views on `harness`, plays the session, and returns the store.
  @discardableResult
  public static func run(on harness: ViewHarness) -> Store<ContactsState> {
    let store = Store(
      initialState: ContactsState(contacts: [
        Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Bob"),
      ]))
    harness.step("mount") {
      harness.mount("NavigationBar") { store.title }
      harness.mount("ContactList") { contactList(store, harness) }
      harness.mount("DestinationHost") { destinationHost(store, harness) }
    }
    harness.step("open 2") {
      store.destination = .detail(ContactDetail(contactID: 2, draft: "Bob"))
    }
    let detail = detailStore(store)!
    harness.step("type in draft") { detail.draft = "Bobby" }
    harness.step("save and dismiss") {
      let draft = detail.state
      store.update {
        $0.contacts[id: draft.contactID]?.name = draft.draft
        $0.destination = nil
      }
    }
    harness.step("ask to delete 1") {
      store.destination = .confirmDelete(DeleteConfirmation(contactID: 1))
    }
    harness.step("delete 1") {
      store.update {
        $0.contacts.remove(id: 1)
        $0.destination = nil
      }
    }
    // The dismissed detail's store is stale: the write is ignored (with a runtime warning).
    harness.step("write to dismissed detail") { detail.draft = "ghost" }
    return store
  }

  /// The store of the presented detail screen, or `nil`.
  static func detailStore(_ store: Store<ContactsState>) -> Store<ContactDetail>? {
    store.scope(
      \.destination, extract: { if case .detail(let detail)? = $0 { detail } else { nil } },
      embed: { .detail($0) })
  }

  /// The store of the presented delete confirmation, or `nil`.
  static func confirmationStore(_ store: Store<ContactsState>) -> Store<DeleteConfirmation>? {
    store.scope(
      \.destination,
      extract: { if case .confirmDelete(let confirmation)? = $0 { confirmation } else { nil } },
      embed: { .confirmDelete($0) })
  }

  private static func contactList(_ store: Store<ContactsState>, _ harness: ViewHarness)
    -> String
  {
    let rows = store.scope(each: \.contacts)
    harness.reconcile(
      prefix: "Row ",
      rows.map { row in
        let id = row.state.id
        return (
          "Row \(id)",
          { @MainActor in
            // A UI framework renders the list first and never re-renders a removed row.
            store.contacts.index(id: id) == nil ? nil : row.name
          }
        )
      })
    return "rows=" + rows.map { String($0.state.id) }.joined(separator: ",")
  }

  private static func destinationHost(_ store: Store<ContactsState>, _ harness: ViewHarness)
    -> String
  {
    if let detail = detailStore(store) {
      let name = "Sheet Detail \(detail.contactID)"
      harness.reconcile(prefix: "Sheet ", [(name, { @MainActor in sheet(name, store) })])
      return name
    }
    if let confirmation = confirmationStore(store) {
      let name = "Sheet Delete \(confirmation.contactID)"
      harness.reconcile(
        prefix: "Sheet ",
        [(name, { @MainActor in presented(name, store) ? "delete?" : nil })])
      return name
    }
    harness.reconcile(prefix: "Sheet ", [])
    return "nothing presented"
  }

  /// The detail sheet reads through a store scoped on every render, as a host that passes a
  /// newly scoped store down to its sheet does: a detail presented again for the same contact
  /// (another value, which the previous scoped store is not bound to) is the one shown.
  private static func sheet(_ name: String, _ store: Store<ContactsState>) -> String? {
    guard presented(name, store), let detail = detailStore(store) else { return nil }
    return "draft=\(detail.draft)"
  }

  /// Whether the sheet called `name` is still the presented one (the host is about to unmount
  /// it otherwise).
  private static func presented(_ name: String, _ store: Store<ContactsState>) -> Bool {
    switch store.destination {
    case .detail(let detail)?: name == "Sheet Detail \(detail.contactID)"
    case .confirmDelete(let confirmation)?: name == "Sheet Delete \(confirmation.contactID)"
    case nil: false
    }
  }
}
