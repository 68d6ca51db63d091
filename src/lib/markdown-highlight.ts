import { foldForMatch, quoteText } from '@/lib/quote-text';

// The few shapes of the HTML syntax tree (hast) that react-markdown hands to its rehype plugins.
type TextNode = { type: 'text' | 'raw'; value: string };
type ElementNode = { type: 'element'; tagName: string; properties: Record<string, unknown>; children: TreeNode[] };
type ParentNode = { type: string; children: TreeNode[] };
type TreeNode = TextNode | ElementNode | ParentNode | { type: string };

/** A quote shorter than this (folded) could match almost anywhere: it marks nothing. */
const MIN_QUOTE_LENGTH = 3;

/** The `data-quote` value of the first <mark> of a highlighted quote: the one to scroll to and focus. */
export const QUOTE_START = 'start';

// Raw HTML is shown as its literal text (react-markdown turns it into text after the plugins), so it counts.
const isText = (node: TreeNode): node is TextNode => node.type === 'text' || node.type === 'raw';
const hasChildren = (node: TreeNode): node is ParentNode => 'children' in node && Array.isArray(node.children);

function textNodesOf(node: TreeNode, found: { node: TextNode; parent: ParentNode }[] = []) {
  if (!hasChildren(node)) return found;
  for (const child of node.children) {
    if (isText(child)) found.push({ node: child, parent: node });
    else textNodesOf(child, found);
  }
  return found;
}

const text = (value: string): TextNode => ({ type: 'text', value });

function mark(value: string, isStart: boolean): ElementNode {
  return {
    type: 'element',
    tagName: 'mark',
    properties: isStart ? { dataQuote: QUOTE_START, tabIndex: -1 } : {},
    children: [text(value)],
  };
}

/**
 * A rehype transform (written here, no plugin package) that wraps the first occurrence of `quote` in
 * <mark> elements: the text nodes it spans are split, so it may cross emphasis, links and list items.
 * It only re-arranges the tree's own text: nothing is parsed as HTML.
 */
export function highlightQuote(quote: string) {
  const wanted = foldForMatch(quoteText(quote)).folded;
  return () => (tree: TreeNode) => {
    if (wanted.length < MIN_QUOTE_LENGTH) return;
    const texts = textNodesOf(tree);
    let folded = '';
    const positions: { text: number; offset: number }[] = [];
    texts.forEach(({ node }, index) => {
      const fold = foldForMatch(node.value);
      folded += fold.folded;
      for (const offset of fold.indices) positions.push({ text: index, offset });
    });
    const at = folded.indexOf(wanted);
    const start = positions[at];
    const end = positions[at + wanted.length - 1];
    if (at < 0 || !start || !end) return;

    let isStart = true;
    for (let index = start.text; index <= end.text; index += 1) {
      const entry = texts[index];
      if (!entry) continue;
      const { node, parent } = entry;
      const from = index === start.text ? start.offset : 0;
      const to = index === end.text ? end.offset + 1 : node.value.length;
      const marked = node.value.slice(from, to);
      // Whitespace between blocks (a list's or a table's line breaks) may not hold a <mark>.
      if (!marked.trim()) continue;
      const parts: TreeNode[] = [
        ...(from > 0 ? [text(node.value.slice(0, from))] : []),
        mark(marked, isStart),
        ...(to < node.value.length ? [text(node.value.slice(to))] : []),
      ];
      parent.children.splice(parent.children.indexOf(node), 1, ...parts);
      isStart = false;
    }
  };
}
