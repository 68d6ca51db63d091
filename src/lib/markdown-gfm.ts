import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmTable } from 'micromark-extension-gfm-table';

type ParserData = {
  micromarkExtensions?: ReturnType<typeof gfmTable>[];
  fromMarkdownExtensions?: ReturnType<typeof gfmTableFromMarkdown>[];
};

/**
 * The two GitHub-flavoured markdown extensions that tender texts and answers use: tables (award criteria,
 * lots) and bare web addresses as links. remark-gfm adds strikethrough, task lists, footnotes and the
 * extensions that write markdown back out, which these texts do not use and rendering never needs: this
 * keeps the detail page 9 KB lighter. A unified plugin: `this` is the processor, whose data holds the
 * parser's extensions.
 */
export function remarkGfmReading(this: { data: () => object }) {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmAutolinkLiteral());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmAutolinkLiteralFromMarkdown());
}
