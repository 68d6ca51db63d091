import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id } from 'react-toastify/unstyled';
import { notify } from '@/lib/logged-in/toast';
import { t } from '@/i18n/preferences';
import { preferencesQueryOptions, usePreferences } from '@/features/preferences/api/get-preferences';
import type { Preferences } from '@/features/preferences/logged-in/schemas';
import { usePreferencesSaver } from '@/features/preferences/hooks/use-preferences-saver';
import { useProcessingWatch } from '../hooks/use-processing-watch';
import { toFormValues, type PreferenceValues } from '../lib/form-values';
import { PreferencesForm } from './preferences-form';
import { ProcessingBanner } from './processing-banner';
import { PreferencesCompleteness } from '@/features/preferences/logged-in/preferences-completeness';

const SAVED_TOAST = 'preferences-saved';
const FAILED_TOAST = 'preferences-failed';

type Lock = 'none' | 'submitting' | 'processing';

/** The persistent 'worden verwerkt' toast goes once processing ends or the submit fails. */
function dismissToast(toast: { current: Id | null }) {
  if (toast.current !== null) notify.dismiss(toast.current);
  toast.current = null;
}

/**
 * Autosave, manual submit and processing (spec §4 Preferences). After a manual submit, or when the page
 * opens on a profile being processed, the fields stay disabled until processing ends.
 */
export function LoadedPreferencesEditor({ loaded }: { loaded: Preferences }) {
  const queryClient = useQueryClient();
  // Read here too (not only through props), so a render caused by the lock sees the latest cached answer.
  const preferences = usePreferences().data ?? loaded;
  const [initialValues] = useState(() => toFormValues(preferences));
  const [lock, setLock] = useState<Lock>(preferences.isAiProfileProcessing ? 'processing' : 'none');
  const processingToast = useRef<Id | null>(null);
  const getValues = useRef<() => PreferenceValues>(() => initialValues);
  const onReady = useCallback((getter: () => PreferenceValues) => {
    getValues.current = getter;
  }, []);

  const saver = usePreferencesSaver({
    getValues: () => getValues.current(),
    onAutosaved: () => notify.success(t('preferences.toasts.saved'), { toastId: SAVED_TOAST }),
    onAutosaveFailed: () => notify.error(t('preferences.toasts.failed'), { toastId: FAILED_TOAST }),
  });

  const submit = async () => {
    setLock('submitting');
    processingToast.current = notify.persistent(t('preferences.toasts.processing'));
    const result = await saver.submit();
    if (result === 'failed') {
      notify.error(t('preferences.toasts.failed'), { toastId: FAILED_TOAST });
      setLock('none');
      return;
    }
    // The save reloads the preferences; wait for that answer so the lock follows the server's processing flag.
    const fresh = await queryClient.fetchQuery(preferencesQueryOptions()).catch(() => null);
    setLock(fresh?.isAiProfileProcessing ? 'processing' : 'none');
  };

  // 'processing' is only entered while the preferences say so, so their flag turning false ends it.
  if (lock === 'processing' && !preferences.isAiProfileProcessing) setLock('none');
  useEffect(() => {
    if (lock === 'none') dismissToast(processingToast);
  }, [lock]);

  useProcessingWatch({ isProcessing: preferences.isAiProfileProcessing });

  return (
    <div className="flex flex-col gap-6">
      {preferences.isAiProfileProcessing && <ProcessingBanner />}
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:hidden">
        <PreferencesCompleteness />
      </div>
      <PreferencesForm
        initialValues={initialValues}
        disabled={lock !== 'none'}
        isSubmitting={lock === 'submitting'}
        saveState={saver.saveState}
        onReady={onReady}
        onEdit={saver.scheduleAutosave}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
