import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from '@/features/faq/components/faq-list';
import { t } from '@/i18n/tenders';
import { TENDER_FAQS } from '../data/tender-faqs';
import { TenderFaqSection } from './tender-faq-section';

describe('TenderFaqSection', () => {
  it('starts collapsed and hands the chosen mode to its list', async () => {
    const user = userEvent.setup();
    const modes: string[] = [];
    render(
      <TenderFaqSection>
        {(mode) => {
          modes.push(mode);
          return <p>{mode}</p>;
        }}
      </TenderFaqSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Veelgestelde Vragen' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Weergave' })).toBeInTheDocument();
    expect(screen.getByText('collapse')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Kaarten' }));
    expect(screen.getByText('card')).toBeInTheDocument();
    expect(modes).toContain('collapse');
  });

  it('shows the empty message when there are no FAQs', () => {
    render(
      <TenderFaqSection>
        {(mode) => <FaqList items={[]} mode={mode} emptyMessage={t('tenders.faq.empty')} />}
      </TenderFaqSection>,
    );
    expect(screen.getByText('Geen veelgestelde vragen beschikbaar.')).toBeInTheDocument();
  });

  it('bundles the three tender FAQs (ids 101-103)', () => {
    expect(TENDER_FAQS.map((faq) => faq.id)).toEqual([101, 102, 103]);
  });
});
