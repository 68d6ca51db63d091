import { paths } from '@/config/paths';
import { termsContent } from '@/features/legal/content/terms';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { t } from '@/i18n/legal';

export default function TermsPage() {
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      content={termsContent}
      related={{ to: paths.privacy.getHref(), label: t('legal.privacy.title') }}
    />
  );
}
