import { NeedsConnection } from './needs-connection';
import { PageTitle } from '@/components/ui/primitives/page-title';

/** A page that has nothing to show offline: its title, and that it needs the connection. */
export function PageNeedsConnection({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{title}</PageTitle>
      <NeedsConnection />
    </div>
  );
}
