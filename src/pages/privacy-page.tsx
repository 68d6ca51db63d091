import { paths } from '@/config/paths';
import { privacyContent } from '@/features/legal/content/privacy';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { t } from '@/i18n/legal';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      content={privacyContent}
      related={{ to: paths.terms.getHref(), label: t('legal.terms.title') }}
    />
  );
}
