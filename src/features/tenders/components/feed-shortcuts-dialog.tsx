import { LazyDialog } from '@/components/ui/lazy-dialog';
import { t, type TranslationKey } from '@/i18n/tenders';

const SHORTCUTS: [key: string, description: TranslationKey][] = [
  ['j', 'tenders.shortcuts.help.next'],
  ['k', 'tenders.shortcuts.help.previous'],
  ['Enter', 'tenders.shortcuts.help.open'],
  ['s', 'tenders.shortcuts.help.save'],
  ['r', 'tenders.shortcuts.help.reject'],
  ['u', 'tenders.shortcuts.help.undo'],
  ['?', 'tenders.shortcuts.help.help'],
];

type FeedShortcutsDialogProps = { open: boolean; onClose: () => void };

/** The feed's keyboard shortcuts (use-feed-shortcuts.ts); Headless UI loads with its first opening. */
export function FeedShortcutsDialog({ open, onClose }: FeedShortcutsDialogProps) {
  return (
    <LazyDialog open={open} onClose={onClose} title={t('tenders.shortcuts.help.title')} size="sm">
      <p className="text-sm text-slate-600">{t('tenders.shortcuts.help.intro')}</p>
      <dl className="mt-4 divide-y divide-slate-200 text-sm">
        {SHORTCUTS.map(([key, description]) => (
          <div key={key} className="flex items-center gap-4 py-2">
            <dt className="w-14 shrink-0">
              <kbd className="inline-block min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-slate-900 shadow-sm">
                {key}
              </kbd>
            </dt>
            <dd className="text-slate-700">{t(description)}</dd>
          </div>
        ))}
      </dl>
    </LazyDialog>
  );
}
