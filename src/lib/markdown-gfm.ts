import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable } from 'micromark-extension-gfm-table';

type ParserData = {
  micromarkExtensions?: ReturnType<typeof gfmTable>[];
  fromMarkdownExtensions?: ReturnType<typeof gfmTableFromMarkdown>[];
};

/**
 * Whether a text may hold a bare address that GFM links: `www.`, a protocol's `://` or an e-mail's `@`. The
 * autolink extension tries an e-mail address at every letter, about half of a long topic's parse
 * (docs/decisions/046).
 */
export const mayHoldBareLink = (text: string) => /www\.|:\/\/|@/i.test(text);

/**
 * The two GitHub-flavoured markdown extensions that tender texts and answers use: tables (award criteria,
 * lots) and bare web addresses as links, unless `bareLinks` is false. remark-gfm adds strikethrough, task
 * lists, footnotes and the extensions that write markdown back out, which these texts do not use and rendering
 * never needs (docs/decisions/046). A unified plugin: `this` is the processor, whose data
 * holds the parser's extensions.
 */
export function remarkGfmReading(this: { data: () => object }, { bareLinks = true }: { bareLinks?: boolean } = {}) {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfmTable(), ...(bareLinks ? [gfmAutolinkLiteral()] : []));
  (data.fromMarkdownExtensions ??= []).push(
    gfmTableFromMarkdown(),
    ...(bareLinks ? [gfmAutolinkLiteralFromMarkdown()] : []),
  );
}
