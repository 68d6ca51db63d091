// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleModule } from '@tests/utils/bundle-module';
import { axiosXhrOnly } from '../../../scripts/lib/axios-xhr-only';

/** Builds axios as the API clients import it, with or without the plugin. */
const bundle = (withPlugin: boolean) =>
  bundleModule("export { default } from 'axios';", withPlugin ? [axiosXhrOnly()] : []);

/** A text of axios's fetch adapter (lib/adapters/fetch.js) that no other module of axios holds. */
const FETCH_ADAPTER_TEXT = 'Stream request bodies are not supported by the current fetch implementation';

describe('the build of axios without its fetch adapter', () => {
  it('leaves the fetch adapter out and keeps the XHR one', async () => {
    const [without, withFetch] = await Promise.all([bundle(true), bundle(false)]);
    // Fails when an axios update moves or renames the adapter's import: the plugin would then replace nothing.
    expect(withFetch).toContain(FETCH_ADAPTER_TEXT);
    expect(without).not.toContain(FETCH_ADAPTER_TEXT);
    expect(without).toContain('new XMLHttpRequest()');
    expect(without.length).toBeLessThan(withFetch.length * 0.9);
  });
});
