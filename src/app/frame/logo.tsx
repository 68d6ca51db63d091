import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

export function Logo() {
  return (
    <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-lg" aria-label={t('layout.logoLabel')}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" className="text-blue-700" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
      </svg>
      <span className="text-lg font-semibold text-blue-900">Tenderwijzer</span>
    </Link>
  );
}
