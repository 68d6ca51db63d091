import { build, type Plugin, type Rollup } from 'vite';

const ENTRY = '\0entry';

/** Builds one module of the given source with the given plugins (a build plugin's test), and returns its code. */
export async function bundleModule(source: string, plugins: Plugin[], { minify = false } = {}): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) => (id === ENTRY ? source : null),
      },
      ...plugins,
    ],
    build: { write: false, minify, rollupOptions: { input: ENTRY, preserveEntrySignatures: 'strict' } },
  })) as Rollup.RollupOutput;
  return output.output[0].code;
}
