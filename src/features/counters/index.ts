// The counters feature's public entry: what other features may use (eslint.config.js names each pair).
export { counterKeys } from './api/get-counters';
