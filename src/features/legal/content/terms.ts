import { DEMO_SAMPLE_TENDERS, PRICES } from '@/config/constants';
import { company } from './company';
import type { LegalContent } from './types';

/** The terms of use, written for a Belgian B2B SaaS under Belgian law. */
export const termsContent: LegalContent = {
  lastUpdated: '2026-11-22',
  intro: [
    `Deze gebruiksvoorwaarden regelen het gebruik van het platform Tenderwijzer, aangeboden door ${company.name}, met maatschappelijke zetel in ${company.address} en ondernemingsnummer ${company.enterpriseNumber} ("Tenderwijzer", "wij", "ons").`,
    'Door een account aan te maken of het platform te gebruiken, aanvaard je deze voorwaarden. Gebruik je Tenderwijzer namens een onderneming, dan verklaar je dat je bevoegd bent om die onderneming te verbinden.',
  ],
  sections: [
    {
      id: 'de-dienst',
      title: 'De dienst',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tenderwijzer helpt ondernemingen om overheidsopdrachten (aanbestedingen) te vinden en erop in te schrijven. Het platform biedt onder meer:',
        },
        {
          kind: 'list',
          items: [
            'AI-matching van aanbestedingen met het profiel van je onderneming, gerangschikt volgens een matchingscore;',
            'een AI-assistent die vragen over een aanbesteding beantwoordt;',
            'het filteren, bewaren en verwerpen van aanbestedingen en een overzicht van je lopende dossiers;',
            'de mogelijkheid om aanbestedingen aan te vragen en om hulp te vragen aan een externe salesprofessional.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'De aanbestedingen komen uit openbare bronnen en van aanbestedende overheden. We doen ons best om ze volledig en actueel te tonen, maar we garanderen niet dat elke aanbesteding op het platform staat of dat de gegevens ervan foutloos zijn. De officiële opdrachtdocumenten van de aanbestedende overheid hebben altijd voorrang.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Je account',
      blocks: [
        {
          kind: 'list',
          items: [
            'Je geeft bij de registratie en daarna juiste en volledige gegevens op en houdt die actueel.',
            'Je bevestigt je e-mailadres via de link die we je sturen.',
            'Je account is persoonlijk. Je houdt je wachtwoord geheim en deelt je toegang niet met anderen. We raden je aan tweestapsverificatie in te schakelen.',
            'Je bent verantwoordelijk voor alles wat via je account gebeurt. Vermoed je misbruik, laat het ons dan meteen weten.',
          ],
        },
      ],
    },
    {
      id: 'abonnement-en-betaling',
      title: 'Abonnement en betaling',
      blocks: [
        {
          kind: 'paragraph',
          text: `Volledige toegang tot Tenderwijzer vraagt een Premium-abonnement. Je kiest tussen een maandabonnement van ${PRICES.monthly} euro per maand of een jaarabonnement van ${PRICES.yearly} euro per jaar, waarmee je ${PRICES.yearlySaving} euro per jaar bespaart. Prijzen zijn exclusief btw, tenzij anders vermeld.`,
        },
        {
          kind: 'list',
          items: [
            'Je betaalt vooraf per periode via onze betaaldienstverlener. Je ontvangt voor elke betaling een elektronische factuur.',
            'Je abonnement wordt automatisch verlengd voor dezelfde periode, tenzij je het vóór het einde van de lopende periode opzegt.',
            'Je kan op elk moment opzeggen via je accountpagina. De opzegging gaat in aan het einde van de lopende factureringsperiode; tot dan behoud je volledige toegang. Betaalde periodes worden niet terugbetaald, ook niet gedeeltelijk.',
            'Een opgezegd abonnement kan je heractiveren zolang de lopende periode niet afgelopen is.',
            'Mislukt een betaling, dan kunnen we de toegang beperken tot de betaling in orde is.',
            'Prijswijzigingen melden we minstens 30 dagen vooraf. Ze gelden vanaf de volgende periode; wil je ze niet aanvaarden, dan kan je opzeggen tegen het einde van de lopende periode.',
          ],
        },
      ],
    },
    {
      id: 'demomodus',
      title: 'Demomodus',
      blocks: [
        {
          kind: 'paragraph',
          text: `Zonder actief abonnement kan je Tenderwijzer verkennen in demomodus. Je ziet dan ${DEMO_SAMPLE_TENDERS} voorbeeldaanbestedingen in je feed. Aanbestedingen in detail bekijken, bewaren en verwerpen, en de AI-assistent gebruiken, kan alleen met een volledig abonnement. De voorbeelden dienen enkel als illustratie; je kan er geen rechten uit putten.`,
        },
      ],
    },
    {
      id: 'ai-uitvoer',
      title: 'Resultaten van artificiële intelligentie',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Matchingscores, samenvattingen, analyses en antwoorden van de AI-assistent worden automatisch gegenereerd. Ze zijn bedoeld als hulp en kunnen onvolledig, verouderd of fout zijn.',
        },
        {
          kind: 'list',
          items: [
            'Controleer termijnen, voorwaarden, selectie- en gunningscriteria altijd in de officiële opdrachtdocumenten.',
            'De resultaten zijn geen juridisch, fiscaal of financieel advies.',
            'Jij beslist of je deelneemt aan een aanbesteding en blijft verantwoordelijk voor je offerte en het tijdig indienen ervan.',
            'Een hoge matchingscore is geen garantie dat een opdracht aan je gegund wordt.',
          ],
        },
      ],
    },
    {
      id: 'aanvaardbaar-gebruik',
      title: 'Aanvaardbaar gebruik',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Je gebruikt Tenderwijzer op een redelijke en wettige manier. Het is in het bijzonder niet toegestaan om:',
        },
        {
          kind: 'list',
          items: [
            'gegevens van het platform automatisch te verzamelen (scrapen), te kopiëren of door te verkopen;',
            'je toegang te delen met personen buiten je account of het platform aan derden ter beschikking te stellen;',
            'de beveiliging te omzeilen, de software te ontleden of na te bouwen, of het platform te overbelasten;',
            'onwettige, misleidende of schadelijke inhoud in te voeren, of persoonsgegevens van anderen zonder rechtsgrond te delen;',
            'de AI-assistent te gebruiken voor doeleinden die niets met aanbestedingen te maken hebben.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bij een inbreuk kunnen we je toegang schorsen of beëindigen, na een waarschuwing als de aard van de inbreuk dat toelaat.',
        },
      ],
    },
    {
      id: 'intellectuele-eigendom',
      title: 'Intellectuele eigendom',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Het platform, de software, de vormgeving, de analyses en de merknaam Tenderwijzer zijn eigendom van Tenderwijzer of van haar licentiegevers. Opdrachtdocumenten blijven eigendom van de aanbestedende overheid of van de oorspronkelijke bron.',
        },
        {
          kind: 'paragraph',
          text: 'Zolang je account actief is, krijg je een niet-exclusief en niet-overdraagbaar recht om het platform te gebruiken voor de interne noden van je onderneming. De gegevens die je zelf invoert, zoals je voorkeuren en chatberichten, blijven van jou; je geeft ons het recht ze te gebruiken voor zover dat nodig is om de dienst te leveren.',
        },
      ],
    },
    {
      id: 'partners',
      title: 'Externe salesprofessionals (partners)',
      blocks: [
        {
          kind: 'paragraph',
          text: `Via Tenderwijzer kan je een externe salesprofessional (partner) inschakelen om je te begeleiden bij een inschrijving. Partners werken vanaf ${PRICES.partnerFromPerBid} euro per bid, afhankelijk van de complexiteit van de opdracht; bij de start vragen ze een voorschot van 30%.`,
        },
        {
          kind: 'paragraph',
          text: 'De samenwerking met een partner is een afzonderlijke overeenkomst tussen jou en die partner. Tenderwijzer brengt jullie met elkaar in contact, maar is geen partij bij die overeenkomst en is niet aansprakelijk voor het werk van de partner of voor de uitkomst van een aanbesteding.',
        },
      ],
    },
    {
      id: 'beschikbaarheid',
      title: 'Beschikbaarheid',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We doen al het redelijke om Tenderwijzer beschikbaar en veilig te houden. Het platform kan tijdelijk onbereikbaar zijn voor onderhoud, updates of door storingen bij ons of bij onze dienstverleners. Gepland onderhoud kondigen we zo mogelijk vooraf aan. We kunnen functies toevoegen, wijzigen of stopzetten, zolang de kern van de dienst behouden blijft.',
        },
      ],
    },
    {
      id: 'aansprakelijkheid',
      title: 'Aansprakelijkheid',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Onze verbintenissen zijn inspanningsverbintenissen. Binnen de grenzen van het Belgisch recht geldt het volgende:',
        },
        {
          kind: 'list',
          items: [
            'We zijn niet aansprakelijk voor indirecte schade, zoals winstderving, gemiste opdrachten of aanbestedingen, verlies van klanten of van gegevens, of reputatieschade.',
            'We zijn niet aansprakelijk voor beslissingen die je neemt op basis van matchingscores of AI-antwoorden, voor fouten in opdrachtdocumenten of gegevens van derden, of voor het werk van partners.',
            'Onze totale aansprakelijkheid is beperkt tot het bedrag dat je in de twaalf maanden vóór het schadegeval voor je abonnement betaald hebt.',
            'Deze beperkingen gelden niet bij bedrog, opzettelijke fout of in andere gevallen waarin de wet een beperking van aansprakelijkheid niet toelaat.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We zijn niet aansprakelijk voor een tekortkoming door overmacht, zoals een storing van het internet of van een dienstverlener, een cyberaanval of een beslissing van een overheid.',
        },
      ],
    },
    {
      id: 'persoonsgegevens',
      title: 'Persoonsgegevens',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Hoe we persoonsgegevens verwerken, lees je in onze privacyverklaring. Die maakt deel uit van deze voorwaarden.',
        },
      ],
    },
    {
      id: 'beeindiging',
      title: 'Duur en beëindiging',
      blocks: [
        {
          kind: 'list',
          items: [
            'Deze overeenkomst geldt voor onbepaalde duur, zolang je account bestaat.',
            'Je kan je abonnement op elk moment opzeggen tegen het einde van de lopende periode en je kan ons vragen je account te verwijderen.',
            'We kunnen je toegang schorsen of je account beëindigen bij een ernstige inbreuk op deze voorwaarden, of wanneer een betaling na een herinnering uitblijft.',
            'Na de beëindiging vervalt je toegang en verwijderen we je gegevens volgens de bewaartermijnen van de privacyverklaring.',
          ],
        },
      ],
    },
    {
      id: 'wijzigingen',
      title: 'Wijzigingen aan deze voorwaarden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We kunnen deze voorwaarden aanpassen. Belangrijke wijzigingen melden we minstens 30 dagen vooraf per e-mail of via het platform. Ga je er niet mee akkoord, dan kan je je abonnement opzeggen tegen het einde van de lopende periode; blijf je Tenderwijzer gebruiken nadat de wijziging is ingegaan, dan aanvaard je de nieuwe voorwaarden.',
        },
      ],
    },
    {
      id: 'toepasselijk-recht',
      title: 'Toepasselijk recht en bevoegde rechtbank',
      blocks: [
        {
          kind: 'paragraph',
          text: `Op deze voorwaarden is uitsluitend het Belgisch recht van toepassing. Bij een geschil zoeken we eerst samen naar een minnelijke oplossing. Lukt dat niet, dan zijn uitsluitend de rechtbanken van het gerechtelijk arrondissement ${company.courtDistrict} bevoegd.`,
        },
        {
          kind: 'paragraph',
          text: 'Is een bepaling van deze voorwaarden ongeldig, dan blijven de andere bepalingen gelden en vervangen we de ongeldige bepaling door een geldige die haar bedoeling zo goed mogelijk benadert.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        { kind: 'paragraph', text: `Vragen over deze voorwaarden? Neem contact op met ${company.name}:` },
        { kind: 'contact' },
      ],
    },
  ],
};
