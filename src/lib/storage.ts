/**
 * localStorage that never throws. Storage can be missing or blocked (iframes,
 * private windows, strict privacy settings): then preferences are simply not
 * stored, and one warning is logged for the whole page life.
 */

export type SafeStorage = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  readonly available: boolean
}

export const STORAGE_WARNING =
  '[Chainstrata Docs] Browser storage is unavailable, so preferences (colour mode, dismissed announcements, preferred docs version) will not be saved.'

type Getter = () => Storage | null | undefined

export function createSafeStorage(getStorage: Getter, warn: (msg: string, err?: unknown) => void = console.warn): SafeStorage {
  let warned = false
  let storage: Storage | null = null
  let available = false
  const fail = (err: unknown) => {
    available = false
    if (!warned) {
      warned = true
      warn(STORAGE_WARNING, err)
    }
  }
  try {
    storage = getStorage() ?? null
    if (storage) {
      // Some browsers expose storage but throw on first write (quota 0).
      const probe = '__chainstrata_probe__'
      storage.setItem(probe, probe)
      storage.removeItem(probe)
      available = true
    } else {
      fail(new Error('localStorage is not defined'))
    }
  } catch (err) {
    storage = null
    fail(err)
  }
  return {
    get available() {
      return available
    },
    get(key) {
      if (!storage) return null
      try {
        return storage.getItem(key)
      } catch (err) {
        fail(err)
        return null
      }
    },
    set(key, value) {
      if (!storage) return
      try {
        storage.setItem(key, value)
      } catch (err) {
        fail(err)
      }
    },
    remove(key) {
      if (!storage) return
      try {
        storage.removeItem(key)
      } catch (err) {
        fail(err)
      }
    },
  }
}

let shared: SafeStorage | null = null

/** The page's one storage wrapper (created on first use, in the browser only). */
export function browserStorage(): SafeStorage {
  if (!shared) shared = createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage))
  return shared
}
