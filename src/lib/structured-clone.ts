/**
 * Stands in for `@ungap/structured-clone`, the polyfill that mdast-util-to-hast (react-markdown) imports
 * (vite.config.ts points the package here): every browser the app supports has structuredClone built in.
 */
const nativeStructuredClone: typeof globalThis.structuredClone = (value, options) =>
  globalThis.structuredClone(value, options);

export default nativeStructuredClone;
