import { QueryState } from '@/components/logged-in/query-state';
import { t } from '@/i18n/preferences';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import { LoadedPreferencesEditor } from './loaded-preferences-editor';

/** /preferences for a user with full access: the preferences's loading and error states around the editor. */
export function PreferencesEditor() {
  const preferences = usePreferences();
  return (
    <QueryState query={preferences} errorMessage={() => t('preferences.loadError')}>
      {(data) => <LoadedPreferencesEditor loaded={data} />}
    </QueryState>
  );
}
