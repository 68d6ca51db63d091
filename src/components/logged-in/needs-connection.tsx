import { SignalSlashIcon } from '@heroicons/react/20/solid';
import { t } from '@/i18n/offline';

/** Says plainly that this part needs the connection, instead of a placeholder that never fills. */
export function NeedsConnection() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-700">
      <SignalSlashIcon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      {t('offline.needsConnection')}
    </p>
  );
}
