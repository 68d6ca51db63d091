import { EnvelopeIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { mailtoHref } from '@/lib/frame/mailto';
import type { PartnerCard as PartnerCardData } from '../types';

/** A sign-up card whose button opens a mail draft to the contact address (no network call). */
export function PartnerCard({ card }: { card: PartnerCardData }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={card.imageSrc}
        alt={card.imageAlt}
        width={480}
        height={240}
        loading="lazy"
        decoding="async"
        className="h-auto w-full bg-blue-50"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <img src={card.iconSrc} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10" />
          <h3 id={titleId} className="text-xl">
            {card.title}
          </h3>
        </div>
        <p className="mt-4 flex-1 text-slate-700">{card.content}</p>
        <ButtonLink href={mailtoHref({ subject: card.mailsubject, body: card.mailbody })} className="mt-6 self-start">
          <EnvelopeIcon className="size-5" aria-hidden="true" />
          {card.cta}
        </ButtonLink>
      </div>
    </article>
  );
}
