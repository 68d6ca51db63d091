/**
 * The match of a tender for a user's matching profile: a score (0–100) and the reasons behind it, in
 * Dutch (the optional `overallScore` and `matchReasons` of docs/api-contract.md 'Why it matches'):
 * - keywords (max 60): each keyword of the profile (background, past projects, industry experience,
 *   project types, specific requirements; stop words and negated clauses left out) scores 12 when it
 *   occurs in the tender's title, CPV labels or sector, 4 when it occurs only in the description;
 * - region (max 20): 20 when the geographic preference names the tender's province, region or buyer's
 *   city, 12 when it names the Gewest (or the whole country), 12 for a national tender with any preference;
 * - sector (max 20): 20 when industry experience, project types or background name the tender's sector;
 * - budget (-10) and duration (-5): taken off when the tender's estimated value or duration falls outside
 *   the range the profile gives; inside it, they are a reason but add nothing (they rule out, not in).
 * Every criterion the profile and the tender both say something about gives one reason, a fit or a misfit.
 * An empty profile scores 0 everywhere, without reasons.
 */
import { PREFERENCE_FIELDS } from '@/features/preferences/logged-in/schemas';
import { formatEuro } from '@/lib/frame/format';
import type { PreferencesValues, TenderRow } from '../db-types';
import { budgetRange, compareToRange, durationRange, type Range } from './ranges';
import { indexText, normalize, occursIn, profileKeywords, stem, type IndexedText } from './tokenize';

const POINTS = {
  strongKeyword: 12,
  weakKeyword: 4,
  keywordCap: 60,
  region: 20,
  gewest: 12,
  sector: 20,
  budgetMisfit: -10,
  durationMisfit: -5,
} as const;

/** At most this many keywords are named in a reason. */
const NAMED_KEYWORDS = 4;

export type MatchReason = { kind: 'fit' | 'misfit'; text: string };
export type Match = { score: number; reasons: MatchReason[] };

/** What one criterion adds to the score, and why (no reason when the profile or tender is silent on it). */
type Criterion = { points: number; reason: MatchReason | null };

const fit = (text: string): MatchReason => ({ kind: 'fit', text });
const misfit = (text: string): MatchReason => ({ kind: 'misfit', text });

type Gewest = 'vlaanderen' | 'wallonie' | 'brussel';

/** Names a user may write for each region of the data set (README: region), and its Gewest. */
const REGIONS: Record<string, { aliases: string[]; gewest: Gewest | null }> = {
  Antwerpen: { aliases: ['antwerpen', 'mechelen', 'turnhout'], gewest: 'vlaanderen' },
  Limburg: { aliases: ['limburg', 'hasselt', 'genk'], gewest: 'vlaanderen' },
  'Oost-Vlaanderen': { aliases: ['oost-vlaanderen', 'gent', 'aalst', 'sint-niklaas'], gewest: 'vlaanderen' },
  'Vlaams-Brabant': { aliases: ['vlaams-brabant', 'leuven', 'vilvoorde'], gewest: 'vlaanderen' },
  'West-Vlaanderen': { aliases: ['west-vlaanderen', 'brugge', 'kortrijk', 'oostende'], gewest: 'vlaanderen' },
  'Vlaams Gewest': { aliases: [], gewest: 'vlaanderen' },
  'Waals-Brabant': { aliases: ['waals-brabant', 'wavre', 'waver'], gewest: 'wallonie' },
  Henegouwen: { aliases: ['henegouwen', 'charleroi', 'bergen', 'mons'], gewest: 'wallonie' },
  Luik: { aliases: ['luik', 'liege'], gewest: 'wallonie' },
  Luxemburg: { aliases: ['luxemburg', 'aarlen', 'arlon'], gewest: 'wallonie' },
  Namen: { aliases: ['namen', 'namur'], gewest: 'wallonie' },
  'Waals Gewest': { aliases: [], gewest: 'wallonie' },
  'Brussels Hoofdstedelijk Gewest': { aliases: ['brussel', 'brussels', 'bruxelles'], gewest: 'brussel' },
};

const GEWEST_NAMES: Record<Gewest, string> = { vlaanderen: 'Vlaanderen', wallonie: 'Wallonië', brussel: 'Brussel' };

const GEWEST_ALIASES: Record<Gewest, string[]> = {
  vlaanderen: ['vlaanderen', 'vlaams'],
  wallonie: ['wallonie', 'waals', 'walloni'],
  brussel: ['brussel', 'brussels', 'bruxelles'],
};

const NATIONAL = ['belgie', 'nationaal', 'heel het land'];

/** Extra words that name a sector (the sector's own words always count). */
const SECTOR_ALIASES: Record<string, string[]> = {
  'IT-diensten': ['ict', 'informatica', 'software', 'web', 'digitaal', 'digitale', 'cloud', 'hosting'],
  Software: ['software', 'applicatie', 'app', 'ict', 'informatica'],
  'Marketing & communicatie': ['reclame', 'campagne', 'mediaplanning', 'grafisch', 'branding'],
  Evenementen: ['event', 'events', 'congres', 'beurs'],
  'Zakelijke diensten': ['grafisch', 'ontwerp', 'vertaling', 'vormgeving'],
  Telecom: ['telefonie', 'connectiviteit', 'netwerk'],
  'Onderwijs & opleiding': ['training', 'vorming', 'coaching'],
  'Horeca & catering': ['catering', 'restaurant', 'cafetaria'],
  Bouw: ['aannemer', 'wegenwerken', 'renovatie'],
  Schoonmaak: ['schoonmaak', 'reiniging'],
};

function sectorWords(sector: string): string[] {
  const own = normalize(sector)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && word !== 'diensten');
  return [...own, ...(SECTOR_ALIASES[sector] ?? [])];
}

type TenderIndex = { strong: IndexedText; weak: IndexedText; sectorWords: string[] };

const tenderIndexes = new WeakMap<TenderRow, TenderIndex>();

function indexTender(tender: TenderRow): TenderIndex {
  let index = tenderIndexes.get(tender);
  if (!index) {
    index = {
      strong: indexText([tender.name, ...tender.cpvLabels, tender.sector ?? ''].join(' \n ')),
      weak: indexText(tender.description),
      sectorWords: tender.sector ? sectorWords(tender.sector) : [],
    };
    tenderIndexes.set(tender, index);
  }
  return index;
}

type Profile = {
  keywords: Set<string>;
  /** Each keyword as the user first wrote it, for the reasons (stems read badly): lower case but acronyms. */
  spelled: Map<string, string>;
  geography: string;
  field: IndexedText;
  budget: Range | null;
  duration: Range | null;
};

function spellings(text: string): Map<string, string> {
  const spelled = new Map<string, string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    const key = stem(normalize(word));
    const isAcronym = word.length > 1 && word === word.toUpperCase();
    if (key && !spelled.has(key)) spelled.set(key, isAcronym ? word : word.toLowerCase());
  }
  return spelled;
}

function toProfile(preferences: PreferencesValues): Profile {
  const keywordText = [
    preferences.professionalBackground,
    preferences.pastProjects,
    preferences.industryExperience,
    preferences.projectTypes,
    preferences.specificRequirements,
  ].join('\n');
  const fieldText = [preferences.industryExperience, preferences.projectTypes, preferences.professionalBackground].join(
    '\n',
  );
  return {
    keywords: profileKeywords(keywordText),
    spelled: spellings(keywordText),
    geography: normalize(preferences.geographicPreferences ?? ''),
    field: indexText(fieldText),
    budget: budgetRange(preferences.budgetRange),
    duration: durationRange(preferences.projectDuration),
  };
}

/** 'a', 'a en b', 'a, b en c'. */
function listWords(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} en ${words.at(-1)}` : (words[0] ?? '');
}

function keywordCriterion(profile: Profile, index: TenderIndex): Criterion {
  const strong: string[] = [];
  const weak: string[] = [];
  for (const keyword of profile.keywords) {
    if (occursIn(keyword, index.strong)) strong.push(keyword);
    else if (occursIn(keyword, index.weak)) weak.push(keyword);
  }
  const points = Math.min(POINTS.keywordCap, strong.length * POINTS.strongKeyword + weak.length * POINTS.weakKeyword);
  const named = (keywords: string[]) =>
    listWords(keywords.slice(0, NAMED_KEYWORDS).map((keyword) => profile.spelled.get(keyword) ?? keyword));
  if (strong.length > 0) return { points, reason: fit(`Je profiel en de opdracht delen: ${named(strong)}`) };
  if (weak.length > 0) return { points, reason: fit(`De beschrijving vermeldt ${named(weak)} uit je profiel`) };
  if (profile.keywords.size === 0) return { points, reason: null };
  return { points, reason: misfit('Geen kernwoorden uit je profiel in deze opdracht') };
}

/** Whether a place name starts a word of the text ("gent" in "regio gent", not in "agentschap"). */
function mentions(text: string, alias: string): boolean {
  const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}`, 'u').test(text);
}

function regionCriterion(profile: Profile, tender: TenderRow): Criterion {
  const geography = profile.geography;
  const name = tender.region;
  if (!geography.trim() || !name) return { points: 0, reason: null };
  const region = REGIONS[name];
  if ((region?.aliases ?? []).some((alias) => mentions(geography, alias))) {
    return { points: POINTS.region, reason: fit(`Regio ${name} staat in je geografische voorkeur`) };
  }
  const city = tender.organizationCity;
  if (city && mentions(geography, normalize(city))) {
    return { points: POINTS.region, reason: fit(`Opdrachtgever in ${city}, uit je geografische voorkeur`) };
  }
  const gewest = region?.gewest;
  if (gewest && GEWEST_ALIASES[gewest].some((alias) => mentions(geography, alias))) {
    return {
      points: POINTS.gewest,
      reason: fit(`Regio ${name} ligt in ${GEWEST_NAMES[gewest]}, uit je geografische voorkeur`),
    };
  }
  if (name === 'België') return { points: POINTS.gewest, reason: fit('Opdracht voor heel België') };
  if (NATIONAL.some((alias) => mentions(geography, alias))) {
    return { points: POINTS.gewest, reason: fit(`Regio ${name}: je zoekt in heel België`) };
  }
  return { points: 0, reason: misfit(`Regio ${name} valt buiten je geografische voorkeur`) };
}

function sectorMatches(profile: Profile, index: TenderIndex): boolean {
  return index.sectorWords.some((word) => occursIn(word, profile.field));
}

function sectorCriterion(profile: Profile, tender: TenderRow, index: TenderIndex): Criterion {
  if (sectorMatches(profile, index)) {
    return { points: POINTS.sector, reason: fit(`Sector ${tender.sector ?? ''} sluit aan bij je ervaring`) };
  }
  if (!tender.sector || !profile.field.text.trim()) return { points: 0, reason: null };
  return { points: 0, reason: misfit(`Sector ${tender.sector} valt buiten je ervaring`) };
}

function budgetCriterion(profile: Profile, tender: TenderRow): Criterion {
  const value = tender.estimatedValueEur;
  if (value === null || !profile.budget) return { points: 0, reason: null };
  const amount = formatEuro(Math.round(value));
  const { min, max } = profile.budget;
  switch (compareToRange(value, profile.budget)) {
    case 0:
      return { points: 0, reason: fit(`Geraamde waarde van ${amount} past in je budget`) };
    case 1:
      return {
        points: POINTS.budgetMisfit,
        reason: misfit(`Geraamde waarde van ${amount} ligt boven je budget van ${formatEuro(max ?? 0)}`),
      };
    default:
      return {
        points: POINTS.budgetMisfit,
        reason: misfit(`Geraamde waarde van ${amount} ligt onder je minimum van ${formatEuro(min ?? 0)}`),
      };
  }
}

/** '4 jaar', '18 maanden', '1 maand' (durations under a month count as one). */
function formatMonths(months: number): string {
  const whole = Math.max(1, Math.round(months));
  if (whole % 12 === 0) return `${whole / 12} jaar`;
  return whole === 1 ? '1 maand' : `${whole} maanden`;
}

function durationCriterion(profile: Profile, tender: TenderRow): Criterion {
  const months = tender.durationMonths;
  if (months === null || !profile.duration) return { points: 0, reason: null };
  const duration = formatMonths(months);
  const { min, max } = profile.duration;
  switch (compareToRange(months, profile.duration)) {
    case 0:
      return { points: 0, reason: fit(`Looptijd van ${duration} past bij je voorkeur`) };
    case 1:
      return {
        points: POINTS.durationMisfit,
        reason: misfit(`Looptijd van ${duration} is langer dan je maximum van ${formatMonths(max ?? 0)}`),
      };
    default:
      return {
        points: POINTS.durationMisfit,
        reason: misfit(`Looptijd van ${duration} is korter dan je minimum van ${formatMonths(min ?? 0)}`),
      };
  }
}

const CACHE_LIMIT = 50;
const profiles = new Map<string, { profile: Profile; matches: Map<number, Match> }>();

/** The profile of a set of preferences, cached by their text: scoring is pure and runs on every feed call. */
function cachedProfile(preferences: PreferencesValues) {
  const key = JSON.stringify(PREFERENCE_FIELDS.map((field) => preferences[field]));
  let entry = profiles.get(key);
  if (!entry) {
    if (profiles.size >= CACHE_LIMIT) profiles.clear();
    entry = { profile: toProfile(preferences), matches: new Map() };
    profiles.set(key, entry);
  }
  return entry;
}

/** Whether the user's field (experience, project types, background) names the tender's sector. */
export function isInField(preferences: PreferencesValues, tender: TenderRow): boolean {
  return sectorMatches(cachedProfile(preferences).profile, indexTender(tender));
}

type CachedProfile = ReturnType<typeof cachedProfile>;

function matchWith({ profile, matches }: CachedProfile, tender: TenderRow): Match {
  let match = matches.get(tender.id);
  if (!match) {
    const index = indexTender(tender);
    const criteriaResults = [
      keywordCriterion(profile, index),
      sectorCriterion(profile, tender, index),
      regionCriterion(profile, tender),
      budgetCriterion(profile, tender),
      durationCriterion(profile, tender),
    ];
    const points = criteriaResults.reduce((sum, { points: criterionPoints }) => sum + criterionPoints, 0);
    const reasons = criteriaResults.flatMap(({ reason }) => (reason ? [reason] : []));
    match = {
      score: Math.max(0, Math.min(100, points)),
      reasons: [...reasons.filter(({ kind }) => kind === 'fit'), ...reasons.filter(({ kind }) => kind === 'misfit')],
    };
    matches.set(tender.id, match);
  }
  return match;
}

/** The score and its reasons, fits first, each kind in the order keywords, sector, region, budget, duration. */
export function matchOf(preferences: PreferencesValues, tender: TenderRow): Match {
  return matchWith(cachedProfile(preferences), tender);
}

/** Scores many tenders against one set of preferences, the profile looked up once (a feed sorts thousands). */
export function scorerFor(preferences: PreferencesValues): (tender: TenderRow) => number {
  const entry = cachedProfile(preferences);
  return (tender) => matchWith(entry, tender).score;
}

export function matchScore(preferences: PreferencesValues, tender: TenderRow): number {
  return matchOf(preferences, tender).score;
}
