import { LockClosedIcon } from '@heroicons/react/24/outline';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { ButtonLink } from '@/components/ui/controls/button';

type GateScreenProps = {
  /** The page the user tried to open (kept as the h1 so the tab title stays right). */
  pageTitle: string;
  title: string;
  message: string;
  actionLabel: string;
  to: string;
  state?: unknown;
};

/** Explains why a page is not available yet and offers the one action that unlocks it. */
export function GateScreen({ pageTitle, title, message, actionLabel, to, state }: GateScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{pageTitle}</PageTitle>
      <section
        aria-labelledby="gate-title"
        className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <LockClosedIcon className="h-8 w-8 text-blue-700" aria-hidden="true" />
        <h2 id="gate-title" className="text-lg">
          {title}
        </h2>
        <p className="text-slate-700">{message}</p>
        <ButtonLink to={to} state={state}>
          {actionLabel}
        </ButtonLink>
      </section>
    </div>
  );
}
