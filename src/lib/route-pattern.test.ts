import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { matchesPattern } from './route-pattern';

const patterns = Object.values(paths).map(({ path }) => path);
const pathnames = [
  '/',
  '/login',
  '/LOGIN/',
  '/tenders',
  '/tenders/',
  '/tenders/saved',
  '/tenders/12',
  '/tenders/12/info',
  '/tenders/12/info/',
  '/tenders//info',
  '/password-reset-confirm/MQ/abc-123/',
  '/password-reset-confirm/MQ',
  '/subscription/select-plan',
  '/subscription',
  '/account/extra',
  '/onbekend',
];

describe('matchesPattern', () => {
  it('matches every route of the app as react-router does', () => {
    for (const pattern of patterns) {
      for (const pathname of pathnames) {
        expect(matchesPattern(pattern, pathname), `${pattern} ~ ${pathname}`).toBe(
          matchPath(pattern, pathname) !== null,
        );
      }
    }
  });
});
