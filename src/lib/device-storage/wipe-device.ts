import { DEVICE_STORAGE, type StoredItem, type StoredItemId } from '@/config/device-storage';

export type WipeOptions = {
  /**
   * Personal stores to leave in place. After a session that ENDED (the refresh was refused, not a logout), the
   * outbox keeps the user's waiting changes for their next login: `keep: ['outbox']`. A logout and a change of
   * user keep nothing.
   */
  keep?: readonly StoredItemId[];
  /** Only these stores (the outbox of another user's ended session, at a login). */
  only?: readonly StoredItemId[];
};

function matches(item: StoredItem, key: string): boolean {
  return item.prefix ? key.startsWith(item.name) : key === item.name;
}

function wipeWebStorage(storage: Storage, items: readonly StoredItem[]) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
  for (const key of keys) if (items.some((item) => matches(item, key))) storage.removeItem(key);
}

/**
 * Empties every object store of `name`. Not deleted: a deletion waits for every open connection to close (the
 * persisted cache keeps one open in each tab), and every later open of the database would wait behind it. A
 * database that does not exist is not created (its upgrade is aborted).
 */
function wipeDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = open.onblocked = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      const stores = Array.from(db.objectStoreNames);
      const done = () => {
        db.close();
        resolve();
      };
      if (stores.length === 0) return done();
      const transaction = db.transaction(stores, 'readwrite');
      for (const store of stores) transaction.objectStore(store).clear();
      transaction.oncomplete = transaction.onerror = transaction.onabort = done;
    };
  });
}

async function wipeCaches(kept: readonly StoredItem[]) {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !kept.some((item) => matches(item, name))).map((name) => caches.delete(name)),
  );
}

/**
 * Removes everything personal the app keeps on the device (src/config/device-storage.ts), on a logout, a
 * change of user and a session that ended (also one found ended at start-up): localStorage, this tab's
 * sessionStorage, IndexedDB and every Cache Storage cache but the app's own precache (a cache the app does
 * not know, of an older build, goes too). The tokens are the session's to remove. Never throws: storage that
 * is blocked holds nothing to remove.
 */
export async function wipeDevice({ keep = [], only }: WipeOptions = {}): Promise<void> {
  const items: readonly StoredItem[] = DEVICE_STORAGE;
  const wiped = items.filter((item) => {
    const id = item.id as StoredItemId;
    return item.personal && !item.ownedBySession && !keep.includes(id) && (only?.includes(id) ?? true);
  });
  const inArea = (area: StoredItem['area']) => wiped.filter((item) => item.area === area);
  try {
    wipeWebStorage(localStorage, inArea('localStorage'));
    wipeWebStorage(sessionStorage, inArea('sessionStorage'));
  } catch {
    // Blocked storage.
  }
  await Promise.all([
    typeof indexedDB === 'undefined'
      ? undefined
      : Promise.all(inArea('indexedDB').map((item) => wipeDatabase(item.name))),
    only ? undefined : wipeCaches(items.filter((item) => item.area === 'cacheStorage' && !item.personal)),
  ]).catch(() => undefined);
}
