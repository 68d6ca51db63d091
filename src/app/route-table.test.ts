import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { findRoute, routeTable } from './route-table';

describe('the route table', () => {
  it('has one row for every route of the URL registry, and one for unknown addresses', () => {
    const patterns = routeTable.map(({ path }) => path);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toEqual(expect.arrayContaining([...Object.values(paths).map(({ path }) => path), '*']));
  });

  it('finds the row react-router renders: a fixed segment wins over a parameter', async () => {
    expect(findRoute('/tenders/saved')?.path).toBe(paths.savedTenders.path);
    expect(findRoute('/tenders/12')?.path).toBe(paths.tenderDetail.path);
    expect(findRoute('/tenders/12/info/')?.path).toBe(paths.tenderInfo.path);
    expect(findRoute('/')?.path).toBe(paths.home.path);
    expect(findRoute('/onbekend')).toBeUndefined();
  });

  it('puts every page behind login in the app layout', () => {
    for (const route of routeTable.filter(({ access }) => access === 'user')) expect(route.layout).toBe('app');
  });
});
