/** The demo users (see demo-accounts.ts) with their people, companies and matching profiles. */
import type { PreferencesValues, UserRow } from '../db-types';
import { DEMO_PASSWORD, demoAccounts } from '../demo-accounts';
import { subscriptionFor } from '../domain/subscription';
import { buildUser } from '../domain/user-factory';

/** An IT and marketing services SME in Gent: the main demo profile (complete, 100%). */
const DIGITAL_AGENCY_GENT: PreferencesValues = {
  professionalBackground:
    'Digitaal bureau uit Gent met 14 medewerkers, opgericht in 2011. We ontwikkelen websites, webapplicaties en ' +
    'software op maat en verzorgen online marketing, communicatiecampagnes en grafisch ontwerp.',
  pastProjects:
    'Nieuwe website en e-loket voor een Oost-Vlaamse gemeente; communicatiecampagne rond afvalpreventie voor een ' +
    'intercommunale; hosting en onderhoud van websites voor een ziekenhuisgroep; mobiele app voor een toeristische dienst; ' +
    'ICT-support en helpdesk voor een vzw met 120 gebruikers.',
  industryExperience:
    'IT-diensten, software, webontwikkeling, hosting, ICT-ondersteuning, marketing en communicatie, reclame, ' +
    'mediaplanning, grafisch ontwerp en evenementen voor overheden en non-profit.',
  geographicPreferences: 'Bij voorkeur Gent en Oost-Vlaanderen, maar ook Brussel en de rest van Vlaanderen.',
  projectTypes:
    'Websites en webapplicaties, ICT-support, communicatiecampagnes, marketing, grafisch ontwerp en ' +
    'raamovereenkomsten voor digitale diensten.',
  budgetRange: 'Tussen € 25.000 en € 750.000 per opdracht.',
  projectDuration: 'Van 3 maanden tot raamovereenkomsten van 4 jaar.',
  specificRequirements:
    'Tweetalig team (Nederlands en Frans), werkt volgens ISO 27001, referenties bij lokale besturen beschikbaar. ' +
    'Geen werken of leveringen van hardware.',
};

/** A communication agency in Antwerpen (complete). */
const COMMUNICATION_AGENCY_ANTWERPEN: PreferencesValues = {
  professionalBackground:
    'Communicatiebureau uit Antwerpen met 8 medewerkers: strategie, campagnes, copywriting en evenementen.',
  pastProjects:
    'Wervingscampagne voor een haven; jaarverslag en huisstijl voor een intercommunale; organisatie van een congres ' +
    'met 600 deelnemers voor een Vlaams agentschap.',
  industryExperience: 'Marketing en communicatie, reclame, evenementen, public relations en grafisch ontwerp.',
  geographicPreferences: 'Antwerpen, Vlaams-Brabant en Brussel.',
  projectTypes: 'Campagnes, evenementen, mediaplanning, huisstijl en redactie.',
  budgetRange: 'Van € 15.000 tot € 300.000.',
  projectDuration: 'Eenmalige projecten of raamovereenkomsten tot 3 jaar.',
  specificRequirements: 'Eigen studio voor foto en video; Nederlandstalig en Engelstalig.',
};

/** Three of eight fields filled (37.5%). */
const PARTIAL_PROFILE: Partial<PreferencesValues> = {
  professionalBackground: 'Freelance webontwikkelaar en UX-ontwerper uit Leuven.',
  industryExperience: 'Webontwikkeling, software en digitale toegankelijkheid.',
  geographicPreferences: 'Vlaams-Brabant en Brussel.',
};

type Person = Pick<UserRow, 'firstName' | 'lastName' | 'mobile' | 'companyName' | 'vatNumber'> & {
  preferences: Partial<PreferencesValues>;
};

const PEOPLE: Record<string, Person> = {
  'demo@tenderwijzer.be': {
    firstName: 'Lotte',
    lastName: 'Vermeulen',
    mobile: '+32 470 12 34 56',
    companyName: 'Pixelwerf BV',
    vatNumber: 'BE0712.345.678',
    preferences: DIGITAL_AGENCY_GENT,
  },
  'gratis@tenderwijzer.be': {
    firstName: 'Pieter',
    lastName: 'De Smet',
    mobile: '+32 478 98 76 54',
    companyName: 'De Smet Webdesign',
    vatNumber: 'BE0654.321.987',
    preferences: PARTIAL_PROFILE,
  },
  'onbevestigd@tenderwijzer.be': {
    firstName: 'Sofie',
    lastName: 'Claes',
    mobile: '+32 485 11 22 33',
    companyName: 'Claes Communicatie',
    vatNumber: 'BE0798.111.222',
    preferences: COMMUNICATION_AGENCY_ANTWERPEN,
  },
  'leeg@tenderwijzer.be': {
    firstName: 'Tom',
    lastName: 'Peeters',
    mobile: '',
    companyName: 'Peeters IT-Consult',
    vatNumber: '',
    preferences: {},
  },
  'opzegging@tenderwijzer.be': {
    firstName: 'Els',
    lastName: 'Maes',
    mobile: '+32 472 44 55 66',
    companyName: 'Maes Media',
    vatNumber: 'BE0745.666.777',
    preferences: COMMUNICATION_AGENCY_ANTWERPEN,
  },
  'betaling@tenderwijzer.be': {
    firstName: 'Jan',
    lastName: 'Willems',
    mobile: '+32 476 77 88 99',
    companyName: 'Willems ICT',
    vatNumber: 'BE0687.888.999',
    preferences: DIGITAL_AGENCY_GENT,
  },
  'onvolledig@tenderwijzer.be': {
    firstName: 'An',
    lastName: 'Jacobs',
    mobile: '+32 479 10 20 30',
    companyName: 'Jacobs Design',
    vatNumber: '',
    preferences: PARTIAL_PROFILE,
  },
  'gepauzeerd@tenderwijzer.be': {
    firstName: 'Wim',
    lastName: 'Mertens',
    mobile: '+32 471 40 50 60',
    companyName: 'Mertens Digital',
    vatNumber: 'BE0723.404.505',
    preferences: DIGITAL_AGENCY_GENT,
  },
  'geblokkeerd@tenderwijzer.be': {
    firstName: 'Karel',
    lastName: 'Janssens',
    mobile: '+32 473 70 80 90',
    companyName: 'Janssens Consulting',
    vatNumber: 'BE0834.707.808',
    preferences: PARTIAL_PROFILE,
  },
};

export function seedUsers(now: Date): UserRow[] {
  const joined = new Date(now.getFullYear() - 1, now.getMonth(), 1).toISOString();
  return demoAccounts.map((account) => {
    const person = PEOPLE[account.email];
    return buildUser(
      {
        ...person,
        id: account.id,
        email: account.email,
        password: DEMO_PASSWORD,
        isEmailVerified: account.isEmailVerified,
        dateJoined: joined,
        subscription: subscriptionFor(account.accessLevel, now),
      },
      now,
    );
  });
}
