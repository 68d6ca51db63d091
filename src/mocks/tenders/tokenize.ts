/** Text normalisation for the match score: lower case, no accents, Dutch stop words out, light stemming. */

/** Common Dutch function words, plus words that occur in nearly every tender and so say nothing. */
const FUNCTION_WORDS =
  'aan al alle als bij dan dat de den der des die dit door een en er het hij hun ik in is je jij kan ' +
  'kunnen maar met na naar niet nog of om onder ons onze ook op over per te ten ter tot tussen uit van ' +
  'veel voor was wat we wij wordt worden zal ze zich zijn zoals zo ben heb hebben heeft mijn meer zeer ' +
  'sinds jaar jaren ongeveer vooral binnen';
const TENDER_BOILERPLATE =
  'dienst diensten opdracht opdrachten overheid overheden overheidsopdracht project projecten levering ' +
  'leveringen raamovereenkomst aanbesteding aanbestedingen perceel percelen klant klanten bedrijf ' +
  'organisatie ervaring publieke sector lokale besturen bestuur uitvoering kader betreft gebied ' +
  'algemeen nieuwe beheer ondersteuning';
/** 16 notices are in French. */
const FRENCH_FUNCTION_WORDS = 'le la les du un une et des pour par sur dans au aux ou';

/** Written without accents, as `normalize` leaves the text. */
const STOP_WORDS = new Set([FUNCTION_WORDS, TENDER_BOILERPLATE, FRENCH_FUNCTION_WORDS].join(' ').split(' '));

const NEGATIONS = new Set(['geen', 'niet', 'zonder', 'behalve', 'uitgezonderd']);

export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Plural and inflection endings off, so "diensten", "websites" and "campagnes" meet their singulars. */
export function stem(word: string): string {
  let result = word;
  if (result.length > 5 && result.endsWith('en')) result = result.slice(0, -2);
  else if (result.length > 4 && result.endsWith('s')) result = result.slice(0, -1);
  if (result.length > 4 && result.endsWith('e')) result = result.slice(0, -1);
  return result;
}

function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Stemmed keywords of a text, without stop words and without one-letter tokens. */
export function keywords(text: string): string[] {
  return words(text)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stem);
}

/**
 * Keywords of a profile text, skipping every clause that negates ("geen werken of leveringen van
 * hardware" must not attract construction tenders). A clause ends at punctuation or at "maar".
 */
export function profileKeywords(text: string): Set<string> {
  const clauses = normalize(text).split(/[.,;:!?()\n]|\bmaar\b/);
  const result = new Set<string>();
  for (const clause of clauses) {
    if (words(clause).some((word) => NEGATIONS.has(word))) continue;
    keywords(clause).forEach((keyword) => result.add(keyword));
  }
  return result;
}

/** A tender text prepared for matching: its stems (exact match) and its normalised text (compounds). */
export type IndexedText = { stems: Set<string>; text: string };

export function indexText(text: string): IndexedText {
  return { stems: new Set(keywords(text)), text: normalize(text) };
}

/**
 * Whether a keyword occurs in an indexed text. Long keywords also match inside Dutch compounds
 * ("marketing" in "marketingdiensten"); short ones ("ict", "web") only as a whole word.
 */
export function occursIn(keyword: string, indexed: IndexedText): boolean {
  return keyword.length >= 5 ? indexed.text.includes(keyword) : indexed.stems.has(keyword);
}
