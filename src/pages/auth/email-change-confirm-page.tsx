import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { accountKeys } from '@/features/account/api/keys';
import { EmailChangeConfirm } from '@/features/auth/components/email-change-confirm';
import { t } from '@/i18n/auth';

export default function EmailChangeConfirmPage() {
  const { uidb64, token } = useParams();
  const queryClient = useQueryClient();
  // The account page must show the new address, not the cached old one.
  const onConfirmed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
    [queryClient],
  );
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <PageTitle>{t('auth.emailChange.title')}</PageTitle>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <EmailChangeConfirm uidb64={uidb64} token={token} onConfirmed={onConfirmed} />
      </div>
    </div>
  );
}
