import { useState } from 'react';
import { paths } from '@/config/paths';
import { sampleTenders, TenderCard, type Tender } from '@/features/tenders';
import { t } from '@/i18n/landing';
import { sampleTenderCarouselSettings } from '../lib/carousel-settings';
import { Carousel } from './carousel';

type Flag = 'isSaved' | 'isRejected';

/**
 * The three sample tenders (loaded with the tender card and the carousel only near the viewport, see
 * MainFeaturesSection) on the same card as the feeds. Saving and rejecting only toggle here,
 * in the page, so a visitor can try the buttons; nothing is sent.
 */
export function SampleTenderCarousel() {
  const [tenders, setTenders] = useState<Tender[]>(sampleTenders);
  const toggle = (flag: Flag) => (tender: Tender) =>
    setTenders((list) => list.map((item) => (item.id === tender.id ? { ...item, [flag]: !item[flag] } : item)));

  return (
    <Carousel settings={sampleTenderCarouselSettings} label={t('landing.features.samplesLabel')}>
      {tenders.map((tender) => (
        <TenderCard
          key={tender.id}
          tender={tender}
          variant="landing"
          detailHref={paths.tenders.getHref()}
          onSave={toggle('isSaved')}
          onReject={toggle('isRejected')}
        />
      ))}
    </Carousel>
  );
}
