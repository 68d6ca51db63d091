import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/components/page-placeholder';
import { PageTitle } from '@/components/page-title';
import { t } from '@/i18n';
import { parseTenderId } from './parse-tender-id';

/** /tenders/{id} and /tenders/{id}/info: {id} must be an integer. */
export default function TenderDetailPage() {
  const { id } = useParams();
  const tenderId = parseTenderId(id);
  if (tenderId === null) {
    return (
      <div className="flex flex-col gap-3">
        <PageTitle>{t('layout.pageTitles.tenderDetail')}</PageTitle>
        <p role="alert" className="text-slate-700">
          {t('layout.invalidTenderId')}
        </p>
      </div>
    );
  }
  return <PagePlaceholder title={`${t('layout.pageTitles.tenderDetail')} ${tenderId}`} />;
}
