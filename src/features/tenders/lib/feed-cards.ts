/**
 * The cards of a virtualized feed in the DOM: only those near the viewport are rendered, each an
 * `<article data-index>` child of the feed element, in the order of the feed's tenders.
 */

/** What keyboard triage needs of a feed list: its element, and a way to render any card. */
export type FeedListHandle = {
  element: HTMLElement | null;
  /** Scrolls the card at `index` into the rendered range (it may not be in the DOM yet). */
  showCard: (index: number) => void;
};

/** The card at `index` of the feed, when it is rendered. */
export function renderedCard(list: HTMLElement | null, index: number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`:scope > article[data-index="${index}"]`) ?? null;
}

/** The feed index of the card holding `element`, or -1. */
export function cardIndexOf(element: Element | null): number {
  const card = element?.closest<HTMLElement>('article[data-index]');
  return card ? Number(card.dataset.index) : -1;
}

/**
 * Calls `then` with the card at `index` once the list renders it (at once when it already does).
 * Returns a function that stops waiting.
 */
export function whenCardRendered(list: HTMLElement, index: number, then: (card: HTMLElement) => void): () => void {
  const card = renderedCard(list, index);
  if (card) {
    then(card);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const rendered = renderedCard(list, index);
    if (!rendered) return;
    observer.disconnect();
    then(rendered);
  });
  observer.observe(list, { childList: true });
  return () => observer.disconnect();
}
