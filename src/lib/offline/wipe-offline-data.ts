/**
 * Everything a user left in this browser for offline use, deleted: the persisted query cache with its queued
 * actions (`removeClient`) and every Cache Storage cache but the service worker's precache of the app's own
 * build. The app never puts an API answer in Cache Storage; a cache that holds one (an older build, an
 * extension of ours) goes too.
 */
export async function wipeOfflineData(removeClient: () => Promise<void>): Promise<void> {
  await Promise.all([removeClient(), deleteRuntimeCaches()]);
}

const PRECACHE = /^workbox-precache/;

async function deleteRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !PRECACHE.test(name)).map((name) => caches.delete(name)));
}
