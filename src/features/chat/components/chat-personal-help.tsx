import { LifebuoyIcon } from '@heroicons/react/20/solid';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/controls/button';
import { TIMINGS } from '@/config/constants';
import { paths } from '@/config/paths';
import { t } from '@/i18n/chat';
import { mailtoHref } from '@/lib/frame/mailto';
import type { ChatMessage } from '../api/schemas';

type ChatPersonalHelpProps = {
  tenderId: number;
  tenderName: string;
  /** The cached history; undefined while it has never loaded. */
  history: readonly ChatMessage[] | undefined;
};

/**
 * 'Krijg persoonlijke hulp' (spec §2): at once when the history holds messages, otherwise 3 s after a
 * (still empty) history is in the cache, so a first-time visitor reads the assistant's offer first.
 */
export function ChatPersonalHelp({ tenderId, tenderName, history }: ChatPersonalHelpProps) {
  const isCached = history !== undefined;
  const hasMessages = (history?.length ?? 0) > 0;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!isCached || hasMessages) return;
    const timer = window.setTimeout(() => setDelayPassed(true), TIMINGS.personalHelpDelay);
    return () => window.clearTimeout(timer);
  }, [isCached, hasMessages]);

  if (!hasMessages && !delayPassed) return null;
  const link = `${window.location.origin}${paths.tenderInfo.getHref(tenderId)}`;
  const href = mailtoHref({
    subject: t('chat.personalHelpSubject', { id: tenderId }),
    body: t('chat.personalHelpBody', { id: tenderId, name: tenderName, link }),
  });
  return (
    <ButtonLink href={href} variant="outlined" size="sm" className="self-start">
      <LifebuoyIcon className="size-4" aria-hidden="true" />
      {t('chat.personalHelp')}
    </ButtonLink>
  );
}
