import { ButtonLink } from '@/components/ui/controls/button';
import { Button } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n/auth';
import { useRegister2fa } from '../api/register-2fa';
import { isPngDataUrl } from '../lib/png-data-url';
import { FormAlert } from '@/features/auth/forms/form-alert';

/** /register-2fa: one button; while it runs a loading state, then the QR code or an error to retry. */
export function TwoFactorSetup() {
  const setup = useRegister2fa();
  // Checked here too, not only in the response schema: nothing but a PNG data URL reaches the <img>.
  const hasQrCode = setup.isSuccess && isPngDataUrl(setup.data.qrCode);

  if (hasQrCode) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{t('auth.twoFactor.successTitle')}</h2>
        <p className="text-slate-700">{t('auth.twoFactor.scan')}</p>
        <img
          src={setup.data.qrCode}
          alt={t('auth.twoFactor.qrAlt')}
          width={200}
          height={200}
          className="size-50 rounded-lg border border-slate-200 bg-white p-2"
        />
        <ButtonLink to={paths.tenders.getHref()}>{t('auth.twoFactor.toFeed')}</ButtonLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {(setup.isError || setup.isSuccess) && <FormAlert>{t('auth.twoFactor.failed')}</FormAlert>}
      <div role="status" className="sr-only">
        {setup.isPending ? t('auth.twoFactor.loading') : ''}
      </div>
      <Button size="lg" isLoading={setup.isPending} onClick={() => setup.mutate()}>
        {t('auth.twoFactor.submit')}
      </Button>
    </div>
  );
}
