import { LAYOUT } from '@/config/constants';

const STROKE = 14;
const SIZE = (LAYOUT.progressRingRadius + STROKE) * 2;

/** Circular progress with the spec's radius of 90 (scaled down by CSS). */
export function ProgressRing({ value, label }: { value: number; label: string }) {
  const radius = LAYOUT.progressRingRadius;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className="relative mx-auto h-32 w-32"
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-full w-full -rotate-90" aria-hidden="true">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={radius} fill="none" strokeWidth={STROKE} className="stroke-slate-200" />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={radius}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className="stroke-blue-700 transition-[stroke-dashoffset] duration-200 ease-out"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-2xl font-semibold text-blue-900">
        {Math.round(clamped)}%
      </span>
    </div>
  );
}
