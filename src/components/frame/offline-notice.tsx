import { SignalSlashIcon } from '@heroicons/react/20/solid';
import { useOnline } from '@/hooks/frame/use-online';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';

/**
 * Tells the user the browser is offline and, on an app page that shows data, how old it is (`notice`, from
 * src/app/offline-app.ts: the persisted cache keeps what was seen online). React Query pauses its calls
 * meanwhile and resumes them when the connection is back, so the notice only has to come and go. Online, it
 * says when the session could not be refreshed because the server is out of reach (src/lib/frame/session.ts).
 */
export function OfflineNotice({ notice }: { notice?: string | null }) {
  const online = useOnline();
  const unreachable = useSession().state === 'offline';
  return (
    <div role="status" className="contents">
      {(!online || unreachable) && (
        <p className="flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-white">
          <SignalSlashIcon className="size-4 shrink-0" aria-hidden="true" />
          {online ? t('layout.serverUnreachable') : (notice ?? t('layout.offline'))}
        </p>
      )}
    </div>
  );
}
