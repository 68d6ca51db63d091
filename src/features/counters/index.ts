// The counters feature's public entry: what other features may use (eslint.boundaries.js names each pair).
export { counterKeys } from './api/get-counters';
