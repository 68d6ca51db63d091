// @ts-check
import { readFile } from 'node:fs/promises';

/**
 * @typedef {object} Budgets
 * @property {{ default: ByteBudget, routes: Record<string, ByteBudget> }} bytes
 * @property {{ firstContentMs: number, lcpMs: number, blockingMs: number, blockingMsByRoute?: Record<string, number>, scrollLongestTaskMs: number, scrollDomMax: number }} timings
 * @property {{ performance: number, crossOriginPerformance: number, accessibility: number, cls: number }} lighthouse
 * @typedef {{ jsGzipKB: number, cssGzipKB: number }} ByteBudget
 */

/**
 * @typedef {object} RouteResult
 * @property {string} route
 * @property {boolean} loggedIn
 * @property {number} requests
 * @property {Record<string, number>} requestTypes
 * @property {import('./sizes.mjs').Bytes} js     app JavaScript (budgeted)
 * @property {import('./sizes.mjs').Bytes} css    app CSS (budgeted)
 * @property {import('./sizes.mjs').Bytes} other  HTML, fonts, images
 * @property {{ firstContentMs: number | null, fcpMs: number | null, lcpMs: number | null, longTasks: number, blockingMs: number }} timings
 * @property {ByteBudget & { over: string[], timingsOver: string[] }} budget
 * @property {string[]} problems
 */

/** @param {string} file */
export async function readBudgets(file) {
  return /** @type {Budgets} */ (JSON.parse(await readFile(file, 'utf8')));
}

/**
 * Holds one route's figures against its budgets. Only bytes can fail the run; timings are noted.
 * @param {{ path: string, auth: boolean }} route
 * @param {import('./measure.mjs').RouteLoad} load
 * @param {ReturnType<typeof import('./sizes.mjs').splitBytes>} bytes
 * @param {Budgets} budgets
 * @returns {RouteResult}
 */
export function evaluateRoute(route, load, bytes, budgets) {
  const byteBudget = budgets.bytes.routes[route.path] ?? budgets.bytes.default;
  const over = [];
  if (bytes.js.gzip > byteBudget.jsGzipKB * 1024) over.push('JS');
  if (bytes.css.gzip > byteBudget.cssGzipKB * 1024) over.push('CSS');

  const timings = {
    firstContentMs: load.firstContentMs,
    fcpMs: load.fcpMs,
    lcpMs: load.lcpMs,
    longTasks: load.longTasks,
    blockingMs: load.blockingMs,
  };
  // LCP and blocking time are budgeted on Lighthouse's mobile figures (evaluateLighthouse); these desktop ones are kept in the JSON.
  const timingsOver = [];
  if ((timings.firstContentMs ?? Infinity) > budgets.timings.firstContentMs) timingsOver.push('1st content');

  return {
    route: route.path,
    loggedIn: route.auth,
    requests: load.requests,
    requestTypes: load.requestTypes,
    ...bytes,
    timings,
    budget: { ...byteBudget, over, timingsOver },
    problems: load.problems,
  };
}

/**
 * Holds one route's Lighthouse figures against the budgets. Accessibility and CLS can fail the run (an
 * audit of the rendered page and a layout figure, both stable); the performance score, LCP and TBT are
 * timings of a noisy machine and are only noted. With the API on another origin, the performance score is
 * held against `crossOriginPerformance`; every other limit is the same.
 * @param {import('./lighthouse.mjs').LighthouseResult} result
 * @param {Budgets} budgets
 * @param {{ crossOrigin?: boolean }} [options]
 */
export function evaluateLighthouse(result, budgets, { crossOrigin = false } = {}) {
  const { timings } = budgets;
  const { crossOriginPerformance, ...sameOrigin } = budgets.lighthouse;
  const limits = crossOrigin ? { ...sameOrigin, performance: crossOriginPerformance } : sameOrigin;
  const over = [];
  if ((result.accessibility ?? 0) < limits.accessibility) over.push(`accessibility ${result.accessibility ?? '–'}`);
  if ((result.cls ?? Infinity) > limits.cls) over.push(`CLS ${result.cls ?? '–'}`);
  const timingsOver = [];
  if ((result.performance ?? 0) < limits.performance) timingsOver.push('performance');
  if ((result.lcpMs ?? Infinity) > timings.lcpMs) timingsOver.push('LCP');
  const tbtMs = timings.blockingMsByRoute?.[result.route] ?? timings.blockingMs;
  if ((result.tbtMs ?? Infinity) > tbtMs) timingsOver.push('TBT');
  return { ...result, budget: { ...limits, lcpMs: timings.lcpMs, tbtMs, over, timingsOver } };
}
