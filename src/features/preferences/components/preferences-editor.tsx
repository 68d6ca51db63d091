import { QueryState } from '@/components/query-state';
import { t } from '@/i18n/preferences';
import { useCriteria } from '../api/get-criteria';
import { LoadedPreferencesEditor } from './loaded-preferences-editor';

/** /preferences for a user with full access: the criteria's loading and error states around the editor. */
export function PreferencesEditor() {
  const criteria = useCriteria();
  return (
    <QueryState query={criteria} errorMessage={() => t('preferences.loadError')}>
      {(data) => <LoadedPreferencesEditor loaded={data} />}
    </QueryState>
  );
}
