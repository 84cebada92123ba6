/**
 * Announcement bar state. Stored: the id of the last announcement seen and
 * whether it was dismissed. A new configured id resets the dismissal. An older
 * release stored the id under a misspelt key; it counts as the real one.
 */
export type AnnouncementKeys = { id: string; idLegacy: string; dismissed: string }

type Store = { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void }

export type AnnouncementState = { dismissed: boolean }

/** Runs once on load: reconciles the stored id with the configured one and returns the state. */
export function loadAnnouncementState(configuredId: string, store: Store, keys: AnnouncementKeys): AnnouncementState {
  let storedId = store.get(keys.id)
  if (storedId === null) {
    const legacy = store.get(keys.idLegacy)
    if (legacy !== null) {
      storedId = legacy
      store.set(keys.id, legacy)
      store.remove(keys.idLegacy)
    }
  }
  if (storedId !== configuredId) {
    store.set(keys.id, configuredId)
    store.set(keys.dismissed, 'false')
    return { dismissed: false }
  }
  return { dismissed: store.get(keys.dismissed) === 'true' }
}

export function dismissAnnouncement(store: Store, keys: AnnouncementKeys): AnnouncementState {
  store.set(keys.dismissed, 'true')
  return { dismissed: true }
}
