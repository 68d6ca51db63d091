import type { ComponentType, SVGProps } from 'react';
import { Button } from '@/components/ui/controls/button';
import { Spinner } from '@/components/ui/controls/spinner';
import { Tooltip } from '@/components/ui/controls/tooltip';

type ExportButtonProps = {
  label: string;
  busyLabel: string;
  /** What the file will hold, as the button's tooltip and description. */
  hint: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  isBusy: boolean;
  onExport: () => void;
};

/**
 * A calendar export's button ('Exporteer deadlines', 'Alles in agenda'): while the file is made it shows a
 * spinner and its busy label, and ignores presses.
 */
export function ExportButton({ label, busyLabel, hint, icon: Icon, isBusy, onExport }: ExportButtonProps) {
  return (
    <Tooltip content={hint}>
      {/* aria-disabled rather than disabled while busy, so keyboard focus stays on the button. */}
      <Button
        variant="outlined"
        size="sm"
        aria-disabled={isBusy || undefined}
        aria-busy={isBusy || undefined}
        onClick={() => {
          if (!isBusy) onExport();
        }}
      >
        {isBusy ? <Spinner size="sm" /> : <Icon className="size-4" aria-hidden="true" />}
        {isBusy ? busyLabel : label}
      </Button>
    </Tooltip>
  );
}
