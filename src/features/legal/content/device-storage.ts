import { DEVICE_STORAGE, type StoredItemId } from '@/config/device-storage';

/** What each place in the device-storage registry holds, in Dutch (every entry needs one: the type checks it). */
const HOLDS: Record<StoredItemId, string> = {
  tokens: 'je toegangstoken en vernieuwingstoken, zodat je aangemeld blijft',
  clearReason: 'of je afgemeld bent of je sessie verlopen is, zodat andere tabbladen volgen (geen persoonsgegevens)',
  endedSessionUser:
    'na een verlopen sessie: van welke gebruiker de wachtende wijzigingen zijn, zodat alleen die gebruiker ze na opnieuw aanmelden verstuurt',
  paymentBanner: 'de betaalmelding die je laatst zag',
  bidsExtension: 'of je account het onderdeel Mijn biedingen heeft',
  fullAccessUser: 'welke gebruiker hier laatst volledige toegang had, zodat de feed sneller laadt',
  bidDrafts:
    'wijzigingen in een go/no-go-blad die nog niet opgeslagen zijn (notities, beslissing en reden), per gebruiker en aanbesteding',
  offlineCacheKept: 'dat er gegevens voor offline gebruik bewaard zijn',
  verifyBannerClosed: 'dat je de melding over de verificatie van je e-mailadres gesloten hebt',
  feedPlaces: 'waar je in elke feed van dit tabblad was, met je zoekterm en filters',
  offlineData:
    'wat je online opende, om het offline te kunnen lezen (aanbestedingen, go/no-go-bladen, Mijn biedingen), en acties die op verbinding wachten; hoogstens 7 dagen',
  outbox: 'je wijzigingen die nog naar de server moeten',
  precache: 'de app zelf, zodat ze zonder netwerk start (geen persoonsgegevens)',
};

const AREAS = {
  localStorage: 'localStorage',
  sessionStorage: 'sessionStorage (tot je het tabblad sluit)',
  indexedDB: 'IndexedDB',
  cacheStorage: 'Cache Storage',
} as const;

/** One line per place in the registry (src/config/device-storage.ts): where, its name, what it holds. */
export const deviceStorageItems: readonly string[] = DEVICE_STORAGE.map(
  (item) => `${AREAS[item.area]}, "${item.name}${'prefix' in item ? '…' : ''}": ${HOLDS[item.id]}.`,
);
