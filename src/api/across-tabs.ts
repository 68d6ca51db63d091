/**
 * Runs `task` under the Web Lock `name`, shared by every tab of this origin. Browsers of the es2022 build target
 * have Web Locks (all but Firefox 93–95, from 2021); where there are none (and in jsdom), the task runs at once.
 */
export async function acrossTabs<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(name, task) : task();
}
