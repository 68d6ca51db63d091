import { useSyncExternalStore } from 'react';

// A few bytes in the first bundle instead of react-toastify: the toast container loads with the first
// toast (react-toastify queues toasts shown before a container mounts).
let requested = false;
const listeners = new Set<() => void>();

export function requestToastHost() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Tests share this module (vite.config.ts `isolate: false`): the next test's page asks for its own container. */
export function resetToastHostRequestForTests() {
  requested = false;
  listeners.clear();
}
