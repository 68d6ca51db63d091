import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation that removed the focused element (a link or button of the previous page), puts the
 * focus at the start of the new page's content: the next Tab lands there instead of after wherever the
 * old control was. Focus that survived the navigation (side navigation, an autofocused field) stays.
 */
export function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
