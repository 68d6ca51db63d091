import { NearViewport } from '@/components/near-viewport';
import { LAYOUT } from '@/config/constants';
import type { TenderFaqMode } from '@/features/tenders/components/tender-faq-section';
import { useAfterLargestPaint } from '@/hooks/use-after-largest-paint';
import { lazy } from '@/lib/frame/lazy';

// The questions sit below the topic: their code (the FAQ list, its accordion, the questions) is no part of the
// detail's first load.
const TenderFaqList = lazy(() => import('./tender-faq-list'));

/**
 * The detail's questions, loaded as the section nears the viewport; watched from the detail's largest paint on,
 * since before its topic has arrived the section sits higher.
 */
export function TenderFaqQuestions({ mode }: { mode: TenderFaqMode }) {
  const hasPainted = useAfterLargestPaint();
  return (
    <NearViewport placeholderClassName="h-64" marginPx={LAYOUT.detailFaqMarginPx} watching={hasPainted}>
      <TenderFaqList mode={mode} />
    </NearViewport>
  );
}
