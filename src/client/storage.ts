/**
 * localStorage that may be missing, full or throwing, used without ever throwing: every read and
 * write of the site goes through here.
 */

const PROBE_KEY = '__storage-probe__';

/** localStorage, or null where reaching it throws (storage disabled). Reads and writes may still fail. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The storage, if a test write and removal work; null otherwise. */
export function usableStorage(): Storage | null {
  try {
    const storage = localStore();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

export function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True if the value was stored. */
export function writeItem(storage: Storage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
