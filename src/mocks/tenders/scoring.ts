/**
 * The match score (0–100) of a tender for a user's matching profile:
 * - keywords (max 60): each keyword of the profile (background, past projects, industry experience,
 *   project types, specific requirements; stop words and negated clauses left out) scores 12 when it
 *   occurs in the tender's title, CPV labels or sector, 4 when it occurs only in the description;
 * - region (max 20): 20 when the geographic preference names the tender's province, region or buyer's
 *   city, 12 when it names the Gewest (or the whole country), 12 for a national tender with any preference;
 * - sector (max 20): 20 when industry experience, project types or background name the tender's sector.
 * An empty profile scores 0 everywhere.
 */
import { PREFERENCE_FIELDS } from '@/features/preferences/api/schemas';
import type { CriteriaValues, TenderRow } from '../db-types';
import { indexText, normalize, occursIn, profileKeywords, type IndexedText } from './tokenize';

const POINTS = { strongKeyword: 12, weakKeyword: 4, keywordCap: 60, region: 20, gewest: 12, sector: 20 } as const;

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

type Profile = { keywords: Set<string>; geography: string; field: IndexedText };

function toProfile(criteria: CriteriaValues): Profile {
  const keywordText = [
    criteria.professionalBackground,
    criteria.pastProjects,
    criteria.industryExperience,
    criteria.projectTypes,
    criteria.specificRequirements,
  ].join('\n');
  const fieldText = [criteria.industryExperience, criteria.projectTypes, criteria.professionalBackground].join('\n');
  return {
    keywords: profileKeywords(keywordText),
    geography: normalize(criteria.geographicPreferences ?? ''),
    field: indexText(fieldText),
  };
}

function keywordPoints(profile: Profile, index: TenderIndex): number {
  let points = 0;
  for (const keyword of profile.keywords) {
    if (occursIn(keyword, index.strong)) points += POINTS.strongKeyword;
    else if (occursIn(keyword, index.weak)) points += POINTS.weakKeyword;
    if (points >= POINTS.keywordCap) return POINTS.keywordCap;
  }
  return points;
}

/** Whether a place name starts a word of the text ("gent" in "regio gent", not in "agentschap"). */
function mentions(text: string, alias: string): boolean {
  const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}`, 'u').test(text);
}

function regionPoints(profile: Profile, tender: TenderRow): number {
  const geography = profile.geography;
  if (!geography.trim() || !tender.region) return 0;
  const region = REGIONS[tender.region];
  const city = tender.organizationCity ? normalize(tender.organizationCity) : null;
  if ((region?.aliases ?? []).some((alias) => mentions(geography, alias)) || (city && mentions(geography, city))) {
    return POINTS.region;
  }
  const gewest = region?.gewest;
  if (gewest && GEWEST_ALIASES[gewest].some((alias) => mentions(geography, alias))) return POINTS.gewest;
  if (tender.region === 'België' || NATIONAL.some((alias) => mentions(geography, alias))) return POINTS.gewest;
  return 0;
}

const CACHE_LIMIT = 50;
const profiles = new Map<string, { profile: Profile; scores: Map<number, number> }>();

/** The profile of a set of criteria, cached by their text: scoring is pure and runs on every feed call. */
function cachedProfile(criteria: CriteriaValues) {
  const key = JSON.stringify(PREFERENCE_FIELDS.map((field) => criteria[field]));
  let entry = profiles.get(key);
  if (!entry) {
    if (profiles.size >= CACHE_LIMIT) profiles.clear();
    entry = { profile: toProfile(criteria), scores: new Map() };
    profiles.set(key, entry);
  }
  return entry;
}

function sectorMatches(profile: Profile, index: TenderIndex): boolean {
  return index.sectorWords.some((word) => occursIn(word, profile.field));
}

/** Whether the user's field (experience, project types, background) names the tender's sector. */
export function isInField(criteria: CriteriaValues, tender: TenderRow): boolean {
  return sectorMatches(cachedProfile(criteria).profile, indexTender(tender));
}

export function matchScore(criteria: CriteriaValues, tender: TenderRow): number {
  const { profile, scores } = cachedProfile(criteria);
  let score = scores.get(tender.id);
  if (score === undefined) {
    const index = indexTender(tender);
    const sector = sectorMatches(profile, index) ? POINTS.sector : 0;
    score = Math.min(100, keywordPoints(profile, index) + regionPoints(profile, tender) + sector);
    scores.set(tender.id, score);
  }
  return score;
}
