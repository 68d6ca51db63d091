import { GateScreen } from '@/components/gate-screen';
import { PageLoading } from '@/components/frame/page-loading';
import { PageNeedsConnection } from '@/components/logged-in/page-needs-connection';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { paths } from '@/config/paths';
import { PreferencesEditor } from '@/features/preferences/components/preferences-editor';
import { useAccess } from '@/features/subscription/logged-in/use-access';
import { t } from '@/i18n/preferences';

/** /preferences needs login, a verified email and full access; each missing step has its gate screen. */
export default function PreferencesPage() {
  const access = useAccess();
  const pageTitle = t('layout.pageTitles.preferences');

  if (!access.isAuthenticated) {
    return (
      <GateScreen
        pageTitle={pageTitle}
        title={t('layout.gates.loginTitle')}
        message={t('layout.gates.loginMessage')}
        actionLabel={t('layout.gates.loginAction')}
        to={paths.login.getHref(paths.preferences.getHref())}
      />
    );
  }
  if (!access.isEmailVerified) {
    return (
      <GateScreen
        pageTitle={pageTitle}
        title={t('layout.gates.verifyTitle')}
        message={t('layout.gates.verifyMessage')}
        actionLabel={t('layout.gates.verifyAction')}
        to={paths.account.getHref()}
      />
    );
  }
  if (access.needsConnection) return <PageNeedsConnection title={pageTitle} />;
  if (access.isChecking) return <PageLoading />;
  if (!access.hasFullAccess) {
    return (
      <GateScreen
        pageTitle={pageTitle}
        title={t('layout.gates.subscribeTitle')}
        message={t('layout.gates.subscribeMessage')}
        actionLabel={t('layout.gates.subscribeAction')}
        to={paths.account.getHref()}
        state={{ scrollToBilling: true }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{pageTitle}</PageTitle>
        <p className="text-slate-700">{t('preferences.intro')}</p>
      </div>
      <PreferencesEditor />
    </div>
  );
}
