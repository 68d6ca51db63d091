import { paths } from '@/config/paths';

/** Only same-site paths are followed after login, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.tenders.getHref()): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
