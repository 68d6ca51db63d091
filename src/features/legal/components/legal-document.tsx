import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { t } from '@/i18n/legal';
import { formatDate } from '@/lib/frame/format';
import type { LegalBlock, LegalContent } from '../content/types';
import { LegalContact } from './legal-contact';

type LegalDocumentProps = {
  title: string;
  content: LegalContent;
  /** The other legal document, linked at the end. */
  related?: { to: string; label: string };
};

const TOC_ID = 'inhoudstafel';
const linkClasses = 'text-blue-700 underline underline-offset-2 hover:text-blue-900';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-slate-400">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'contact':
      return <LegalContact />;
  }
}

/**
 * A legal text: title, date of the last change, a table of contents with in-page links, then
 * numbered sections whose headings carry the anchors. Plain `#id` links keep the browser's own
 * scrolling and focus handling; scroll-margin keeps headings clear of the sticky header.
 */
export function LegalDocument({ title, content, related }: LegalDocumentProps) {
  const numbered = (index: number, text: string) => `${index + 1}. ${text}`;
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 text-slate-800">
      <header className="mb-8 space-y-2">
        <PageTitle>{title}</PageTitle>
        <p className="text-sm text-slate-600">{t('legal.lastUpdated', { date: formatDate(content.lastUpdated) })}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-labelledby={TOC_ID}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
        >
          <h2 id={TOC_ID} className="mb-3 text-base">
            {t('legal.toc')}
          </h2>
          <ol className="space-y-1 text-sm">
            {content.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-2 py-1.5 text-blue-700 hover:bg-blue-50 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700 pointer-coarse:py-3"
                >
                  {numbered(index, section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-10 leading-relaxed">
          <div className="space-y-4">
            {content.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {content.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="space-y-4">
              <h2 id={section.id} tabIndex={-1} className="scroll-mt-24 text-xl focus:outline-none">
                {numbered(index, section.title)}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
          {related && (
            <p className="border-t border-slate-200 pt-6">
              {t('legal.seeAlso')}:{' '}
              <Link to={related.to} className={linkClasses}>
                {related.label}
              </Link>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
