import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { Accordion, type AccordionItem } from '@/components/ui/accordion';
import { anchors, paths } from '@/config/paths';
import { t } from '@/i18n/landing';
import { lazy } from '@/lib/frame/lazy';
import { mainFeatures } from '../data/main-features';
import { LandingSection } from './landing-section';
import { NearViewport } from '@/components/near-viewport';
import { SectionHeading } from './section-heading';

// The sample tenders bring the feed's tender card and react-slick: both load only near the viewport.
const SampleTenderCarousel = lazy(() =>
  import('./sample-tender-carousel').then((module) => ({ default: module.SampleTenderCarousel })),
);

const items: AccordionItem[] = mainFeatures.map((feature) => ({
  id: feature.id,
  title: feature.title,
  content: <p>{feature.content}</p>,
}));

function numberedTitle(item: AccordionItem, { index }: { index: number }) {
  return (
    <span className="flex items-center gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-50 text-sm text-blue-700 ring-1 ring-blue-700/20 ring-inset">
        {index + 1}
      </span>{' '}
      <span>{item.title}</span>
    </span>
  );
}

/** #hoofdfuncties: six numbered features (first open) and the sample tender carousel. */
export function MainFeaturesSection() {
  return (
    <LandingSection id={anchors.mainFeatures} labelledBy="features-title">
      <SectionHeading id="features-title" title={t('landing.features.title')} lead={t('landing.features.lead')} />
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion items={items} defaultOpenId={items[0]?.id ?? null} headingLevel={3} renderTitle={numberedTitle} />
      </div>
      <div className="mt-16">
        <h3 className="text-center text-2xl">{t('landing.features.samplesTitle')}</h3>
        <p className="mt-2 text-center text-slate-600">{t('landing.features.samplesLead')}</p>
        <div className="mt-8">
          <NearViewport placeholderClassName="h-[420px] lg:h-[308px]">
            <SampleTenderCarousel />
          </NearViewport>
        </div>
        <p className="mt-8 text-center">
          <Link
            to={paths.tenders.getHref()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t('landing.features.viewTenders')}
            <ArrowRightIcon className="size-5" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </LandingSection>
  );
}
