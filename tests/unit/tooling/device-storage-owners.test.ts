// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVICE_STORAGE } from '@/config/device-storage';

/** The registry names the module that writes each entry; a move or rename must take the registry along. */
describe('the storage registry', () => {
  const modules = DEVICE_STORAGE.map(({ owner }) => owner).filter((owner) => owner.startsWith('src/'));

  it('names modules by their path', () => {
    expect(modules.length).toBeGreaterThan(5);
  });

  it.each(modules)('%s exists', (owner) => {
    expect(existsSync(new URL(`../../../${owner}`, import.meta.url))).toBe(true);
  });
});
