/** A legal document as data: a table of contents and the anchors are derived from the section ids. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** The contact address and phone number from configuration, rendered as links. */
  | { kind: 'contact' };

export type LegalSection = {
  /** Anchor id, unique within the document (kebab-case Dutch, stable: people link to it). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalContent = {
  /** ISO date (yyyy-mm-dd) of the last change, shown as dd/mm/yyyy. */
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};
