// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '@/app/route-table';
import budgets from '../../../bench/budgets.json';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { NOT_MEASURED, ROUTES } from '../../../bench/lib/routes.mjs';

/**
 * A page added to the route table must be measured by the bench (and so held to its byte target) and scanned
 * by axe, or be exempted from the bench with a reason (bench/lib/routes.mjs). The README's 'A new page' says so.
 */

/** The route-table row a path renders: the row that matches it, else the not-found page's `*`. */
const rowOf = (path: string) => findRoute(path)?.path ?? '*';

const benchPaths = (ROUTES as { path: string }[]).map((route) => route.path);
const notMeasured = NOT_MEASURED as Record<string, string>;

/**
 * The paths tests/e2e/a11y.spec.ts visits: in its route lists (`path: '/faq'`), with `page.goto('/…')` and
 * with `revealWithPausedClock(page, '/…')`; a template's `${…}` reads as 1.
 */
function a11yPaths(): string[] {
  const spec = readFileSync(new URL('../../e2e/a11y.spec.ts', import.meta.url), 'utf8');
  const visits = /(?:path: |goto\(|revealWithPausedClock\(page, )['`](\/[^'`\s]*)['`]/g;
  return [...spec.matchAll(visits)].map(([, path = '']) => path.replace(/\$\{[^}]*\}/g, '1'));
}

describe('every page of the route table', () => {
  const rows = routeTable.map((route) => route.path);

  it('is loaded by the bench, and so held to its byte target, or exempted with a reason', () => {
    const measured = new Set(benchPaths.map(rowOf));
    expect(rows.filter((row) => !measured.has(row) && !notMeasured[row])).toEqual([]);
  });

  it('is exempted from the bench only while the bench does not load it and the row exists', () => {
    const measured = new Set(benchPaths.map(rowOf));
    expect(Object.keys(notMeasured).filter((row) => measured.has(row) || !rows.includes(row))).toEqual([]);
  });

  it('has a byte budget row only for a route the bench loads', () => {
    expect(Object.keys(budgets.bytes.routes).filter((path) => !benchPaths.includes(path))).toEqual([]);
  });

  it('is scanned by axe in the accessibility tests', () => {
    const scanned = new Set(a11yPaths().map(rowOf));
    expect(rows.filter((row) => !scanned.has(row))).toEqual([]);
  });
});
