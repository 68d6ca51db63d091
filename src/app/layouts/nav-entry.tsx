import { NavLink } from 'react-router-dom';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import type { NavItem } from './nav-items';

/** One side-navigation link; `compact` is the bottom-bar look (icon over a short label). */
export function NavEntry({ item, compact = false }: { item: NavItem; compact?: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          'flex items-center rounded-lg font-medium transition-colors duration-150 ease-out',
          compact ? 'min-h-14 flex-1 flex-col justify-center gap-0.5 px-1 text-xs' : 'min-h-11 gap-3 px-3 text-sm',
          isActive ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="h-6 w-6 shrink-0" aria-hidden="true" />
      <span>{t(compact ? (item.shortLabelKey ?? item.labelKey) : item.labelKey)}</span>
    </NavLink>
  );
}
