import { t } from '@/i18n/bids';
import type { Advice } from './advice';

/** The advice's one sentence: why it says what it says. */
export function adviceText(advice: Advice): string {
  if (advice.because === 'veto') {
    const [first, ...others] = advice.vetoes;
    const question = first?.text.trim() ?? '';
    return others.length > 0
      ? t('bids.advice.vetoMore', { question, count: others.length })
      : t('bids.advice.veto', { question });
  }
  if (advice.because === 'unscored') return t('bids.advice.unscored');
  return t(`bids.advice.${advice.kind}`, { percent: advice.percent });
}
