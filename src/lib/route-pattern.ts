const segments = (path: string) => path.replace(/\/+$/, '').split('/');

/**
 * Whether a route pattern such as `/tenders/:id` matches a pathname the way react-router matches a
 * route: the whole path, in any case, with or without a trailing slash. Apart from react-router, so the
 * entry can run it before React has loaded.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const expected = segments(pattern);
  const actual = segments(pathname);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => {
      const part = actual[index] ?? '';
      return segment.startsWith(':') ? part !== '' : segment.toLowerCase() === part.toLowerCase();
    })
  );
}
