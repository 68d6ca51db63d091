import { QueryState } from '@/components/logged-in/query-state';
import { t } from '@/i18n/account';
import { useMe } from '../api/get-me';
import { ProfileForm } from './profile-form';
import { ProfileFormSkeleton } from './profile-form-skeleton';

/** Loads the user for 'Profiel' (loading and error states of spec §2); the form starts from the answer. */
export function ProfileSection() {
  const me = useMe();
  return (
    <QueryState query={me} loading={<ProfileFormSkeleton />} errorMessage={() => t('account.profile.loadError')}>
      {(user) => <ProfileForm user={user} />}
    </QueryState>
  );
}
