import { env } from '@/config/env';
import { PRICES } from '@/config/constants';
import { company } from './company';
import { deviceStorageItems } from './device-storage';
import type { LegalContent } from './types';

/** The privacy statement (GDPR / AVG), written for a Belgian B2B SaaS. */
export const privacyContent: LegalContent = {
  lastUpdated: '2026-11-28',
  intro: [
    `${company.name} ("Tenderwijzer", "wij", "ons") helpt ondernemingen om overheidsopdrachten te vinden die bij hen passen. Daarvoor verwerken we persoonsgegevens. In deze privacyverklaring lees je welke gegevens dat zijn, waarom we ze verwerken, hoe lang we ze bewaren en welke rechten je hebt.`,
    'We verwerken persoonsgegevens volgens de Algemene Verordening Gegevensbescherming (AVG, ook GDPR genoemd) en de Belgische wet van 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens.',
  ],
  sections: [
    {
      id: 'verwerkingsverantwoordelijke',
      title: 'Wie is verantwoordelijk voor je gegevens?',
      blocks: [
        {
          kind: 'paragraph',
          text: `De verwerkingsverantwoordelijke is ${company.name}, met maatschappelijke zetel in ${company.address}, ingeschreven in de Kruispuntbank van Ondernemingen onder het nummer ${company.enterpriseNumber}.`,
        },
        {
          kind: 'paragraph',
          text: 'Voor elke vraag over deze privacyverklaring of over de verwerking van je gegevens kan je ons bereiken via:',
        },
        { kind: 'contact' },
      ],
    },
    {
      id: 'welke-gegevens',
      title: 'Welke gegevens verwerken we?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Afhankelijk van hoe je Tenderwijzer gebruikt, verwerken we de volgende categorieën van gegevens:',
        },
        {
          kind: 'list',
          items: [
            'Accountgegevens: je e-mailadres, je wachtwoord (enkel versleuteld opgeslagen, nooit leesbaar), je voornaam, achternaam en gsm-nummer, of je e-mailadres geverifieerd is en, als je die inschakelt, de gegevens voor tweestapsverificatie.',
            'Bedrijfsprofiel en voorkeuren: de naam van je onderneming, je btw-nummer en de antwoorden in je matchingprofiel, zoals je professionele achtergrond, eerdere projecten, sectorervaring, geografische voorkeuren, soorten projecten, budget, projectduur en specifieke vereisten.',
            'Gebruik van het platform: welke aanbestedingen je bekijkt, bewaart of verwerpt, en technische gegevens in logbestanden, zoals je IP-adres, browser, apparaat, tijdstippen van aanmelding en foutmeldingen.',
            'Betaalgegevens: je abonnementsformule, de status van je abonnement, je betaalhistoriek en je facturen. Je kaart- of rekeninggegevens geef je rechtstreeks in bij onze betaaldienstverlener; wij ontvangen en bewaren ze niet.',
            'Chatberichten: de vragen die je aan de AI-assistent stelt over een aanbesteding en de antwoorden die je krijgt.',
            'Communicatie: de e-mails die je ons stuurt, bijvoorbeeld voor ondersteuning, een demo-aanvraag of een vraag naar een partner.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Tenderwijzer is bedoeld voor ondernemingen. We vragen geen bijzondere categorieën van persoonsgegevens (zoals gegevens over gezondheid, religie of politieke overtuiging) en vragen je om die ook niet in je voorkeuren of in de chat te vermelden.',
        },
      ],
    },
    {
      id: 'doeleinden-en-rechtsgronden',
      title: 'Waarom verwerken we je gegevens en op welke rechtsgrond?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We verwerken je gegevens alleen voor duidelijke doeleinden en steeds op een van de rechtsgronden van artikel 6 van de AVG:',
        },
        {
          kind: 'list',
          items: [
            'Uitvoering van de overeenkomst (artikel 6.1.b AVG): je account aanmaken en beheren, je matchingprofiel opbouwen, aanbestedingen voor je selecteren en rangschikken, de AI-assistent je vragen laten beantwoorden, je abonnement beheren en je ondersteuning bieden.',
            'Wettelijke verplichting (artikel 6.1.c AVG): facturen opmaken en bewaren volgens de Belgische boekhoud- en fiscale regels, en antwoorden op vragen van bevoegde overheden.',
            'Gerechtvaardigd belang (artikel 6.1.f AVG): het platform beveiligen en misbruik of fraude voorkomen, fouten opsporen en de dienst verbeteren op basis van gebruiksgegevens, en bestaande klanten informeren over gelijkaardige diensten van Tenderwijzer. We wegen dat belang steeds af tegen je privacy; je kan je er op elk moment tegen verzetten.',
            'Toestemming (artikel 6.1.a AVG): waar we je uitdrukkelijk om toestemming vragen, bijvoorbeeld voor een nieuwsbrief. Je kan die toestemming altijd intrekken, zonder dat dit afbreuk doet aan de verwerking van daarvoor.',
          ],
        },
      ],
    },
    {
      id: 'ai-verwerking',
      title: 'Hoe gebruiken we artificiële intelligentie?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'De kern van Tenderwijzer is het matchen van aanbestedingen met je onderneming. Daarvoor verwerkt een AI-model de voorkeuren uit je matchingprofiel. Het model zet ze om in een profiel en berekent per aanbesteding een matchingscore, zodat de meest relevante aanbestedingen bovenaan staan.',
        },
        {
          kind: 'paragraph',
          text: 'Wanneer je de AI-assistent een vraag stelt, sturen we je vraag, de eerdere berichten van dat gesprek en de inhoud van de aanbesteding naar het AI-model om een antwoord op te stellen. Het gesprek bewaren we, zodat je het later kan teruglezen.',
        },
        {
          kind: 'list',
          items: [
            'Matchingscores en antwoorden zijn suggesties. Er is geen geautomatiseerde besluitvorming die rechtsgevolgen voor je heeft of je anderszins in aanmerkelijke mate treft in de zin van artikel 22 AVG: jij beslist altijd zelf of je deelneemt aan een aanbesteding.',
            'De AI-dienstverleners die we inschakelen, handelen als verwerker in onze opdracht. Zij mogen je gegevens niet gebruiken om hun eigen modellen te trainen.',
            'Deel in de chat geen persoonsgegevens van anderen of vertrouwelijke informatie die niet nodig is om je vraag te beantwoorden.',
          ],
        },
      ],
    },
    {
      id: 'verwerkers-en-ontvangers',
      title: 'Met wie delen we je gegevens?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We verkopen je gegevens nooit. We delen ze alleen met dienstverleners die ons helpen de dienst te leveren. Zij treden op als verwerker, handelen enkel op onze instructies en zijn contractueel gebonden aan een verwerkersovereenkomst (artikel 28 AVG):',
        },
        {
          kind: 'list',
          items: [
            'Hosting en opslag: onze servers en databanken staan in datacenters binnen de Europese Unie.',
            'Betaaldienstverlener: verwerkt je betaling en je kaart- of rekeninggegevens en stuurt ons de status van je abonnement. Voor de betaling zelf geldt ook de privacyverklaring van de betaaldienstverlener.',
            'E-maildienst: verstuurt de e-mails die bij je account horen, zoals de verificatie van je e-mailadres, het herstellen van je wachtwoord en berichten over je abonnement.',
            'AI-dienstverlener: verwerkt je voorkeuren en chatberichten zoals beschreven in het vorige punt.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Vraag je zelf hulp aan een externe salesprofessional (partner), dan bezorgen we die partner alleen de gegevens die nodig zijn om je te helpen, en pas nadat je daarom gevraagd hebt. Partners werken vanaf ${PRICES.partnerFromPerBid} euro per bid en sluiten daarvoor een eigen overeenkomst met je. Daarnaast geven we gegevens alleen door aan overheden of hulpdiensten wanneer de wet ons daartoe verplicht.`,
        },
      ],
    },
    {
      id: 'doorgifte-buiten-eer',
      title: 'Gaan je gegevens buiten de Europese Economische Ruimte?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We bewaren je gegevens binnen de Europese Economische Ruimte (EER). Sommige dienstverleners, zoals een AI- of e-maildienstverlener, kunnen gegevens verwerken in een land buiten de EER. Dat gebeurt alleen als dat land volgens de Europese Commissie een passend beschermingsniveau biedt (een adequaatheidsbesluit, zoals het EU-US Data Privacy Framework voor gecertificeerde Amerikaanse bedrijven), of als we met die dienstverlener de standaardcontractbepalingen van de Europese Commissie hebben gesloten, aangevuld met de nodige bijkomende maatregelen.',
        },
        {
          kind: 'paragraph',
          text: 'Je kan ons altijd vragen welke waarborgen voor een bepaalde doorgifte gelden.',
        },
      ],
    },
    {
      id: 'bewaartermijnen',
      title: 'Hoe lang bewaren we je gegevens?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We bewaren je gegevens niet langer dan nodig voor het doel waarvoor we ze verzamelden:',
        },
        {
          kind: 'list',
          items: [
            'Accountgegevens, bedrijfsprofiel, voorkeuren en chatgeschiedenis: zolang je account bestaat. Verwijder je je account, dan wissen we deze gegevens binnen 30 dagen; uit onze back-ups verdwijnen ze binnen 90 dagen.',
            'Logbestanden en gebruiksgegevens: maximaal 24 maanden.',
            'Facturen en boekhoudkundige stukken: minstens 7 jaar, zoals de Belgische boekhoud- en fiscale wetgeving voorschrijft.',
            'E-mails aan onze ondersteuning: zolang nodig om je vraag af te handelen en daarna maximaal 2 jaar.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Als we gegevens langer moeten bewaren voor een lopend geschil of op vraag van een bevoegde overheid, bewaren we alleen wat daarvoor nodig is en zo lang als nodig.',
        },
      ],
    },
    {
      id: 'jouw-rechten',
      title: 'Welke rechten heb je?',
      blocks: [
        { kind: 'paragraph', text: 'Je hebt de volgende rechten over je persoonsgegevens:' },
        {
          kind: 'list',
          items: [
            'Recht op inzage: je kan vragen welke gegevens we over je verwerken en een kopie ervan krijgen.',
            'Recht op rectificatie: je kan onjuiste of onvolledige gegevens laten verbeteren. Veel gegevens pas je ook zelf aan op je accountpagina en bij je voorkeuren.',
            'Recht op wissing: je kan vragen je gegevens te verwijderen, tenzij we ze wettelijk moeten bewaren, zoals facturen.',
            'Recht op beperking: je kan vragen de verwerking tijdelijk stop te zetten, bijvoorbeeld terwijl we nagaan of je gegevens juist zijn.',
            'Recht op overdraagbaarheid: je kan de gegevens die je ons zelf bezorgde, in een gangbaar en machineleesbaar formaat krijgen of laten doorsturen naar een andere dienst.',
            'Recht van bezwaar: je kan je verzetten tegen verwerkingen op basis van ons gerechtvaardigd belang, en altijd tegen het gebruik van je gegevens voor direct marketing.',
            'Recht om toestemming in te trekken: waar we je gegevens op basis van je toestemming verwerken, kan je die toestemming op elk moment intrekken.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Je oefent deze rechten uit door te mailen naar ${env.CONTACT_EMAIL}. We antwoorden binnen één maand. Bij complexe of talrijke verzoeken kan die termijn met twee maanden verlengd worden; dan laten we je dat binnen de eerste maand weten. Als we twijfelen aan je identiteit, kunnen we je vragen die te bevestigen.`,
        },
      ],
    },
    {
      id: 'klacht',
      title: 'Een klacht indienen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten: we zoeken graag samen met je naar een oplossing.',
        },
        {
          kind: 'paragraph',
          text: 'Je hebt ook altijd het recht om een klacht in te dienen bij de Gegevensbeschermingsautoriteit (GBA), Drukpersstraat 35, 1000 Brussel, www.gegevensbeschermingsautoriteit.be, contact@apd-gba.be, +32 2 274 48 00.',
        },
      ],
    },
    {
      id: 'cookies-en-lokale-opslag',
      title: 'Cookies en lokale opslag',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tenderwijzer gebruikt geen advertentiecookies en geen cookies van derden om je te volgen. We gebruiken wel de opslag van je browser voor wat strikt noodzakelijk is om de dienst te laten werken. Dit is alles wat de app op je toestel bewaart:',
        },
        { kind: 'list', items: deviceStorageItems },
        {
          kind: 'paragraph',
          text: 'Wanneer je je afmeldt, wanneer een andere gebruiker zich in dezelfde browser aanmeldt en wanneer je sessie verlopen is, wissen we alles wat over jou gaat, in elk tabblad. Alleen na een verlopen sessie bewaren we je wijzigingen die nog naar de server moeten, tot je je opnieuw aanmeldt; meldt een andere gebruiker zich aan, dan wissen we ze.',
        },
        {
          kind: 'paragraph',
          text: 'Omdat deze opslag strikt noodzakelijk is voor de dienst die je vraagt, is er geen toestemming voor nodig. Je kan ze altijd wissen via de instellingen van je browser; je wordt dan afgemeld. De betaalpagina van onze betaaldienstverlener kan eigen cookies plaatsen, bijvoorbeeld om fraude te voorkomen; daarvoor geldt het cookiebeleid van die dienstverlener.',
        },
      ],
    },
    {
      id: 'beveiliging',
      title: 'Hoe beveiligen we je gegevens?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We nemen passende technische en organisatorische maatregelen om je gegevens te beschermen tegen verlies, misbruik en ongeoorloofde toegang:',
        },
        {
          kind: 'list',
          items: [
            'Alle verkeer tussen je browser en onze servers is versleuteld (HTTPS).',
            'Wachtwoorden bewaren we uitsluitend als versleutelde hash; toegangstokens zijn maar kort geldig.',
            'Je kan je account extra beveiligen met tweestapsverificatie.',
            'Alleen medewerkers die dat voor hun werk nodig hebben, krijgen toegang tot persoonsgegevens, en zij zijn tot vertrouwelijkheid verplicht.',
            'Onze verwerkers zijn contractueel tot dezelfde zorgvuldigheid verplicht.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Gebeurt er toch een datalek met een risico voor je rechten, dan melden we dat binnen 72 uur aan de Gegevensbeschermingsautoriteit, en bij een hoog risico ook aan jou.',
        },
      ],
    },
    {
      id: 'wijzigingen',
      title: 'Wijzigingen aan deze privacyverklaring',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We kunnen deze privacyverklaring aanpassen, bijvoorbeeld wanneer de dienst of de wetgeving verandert. Bovenaan vind je altijd de datum van de laatste wijziging. Belangrijke wijzigingen laten we je vooraf weten per e-mail of via een melding op het platform.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Heb je een vraag over je privacy of wil je een van je rechten uitoefenen? Neem dan contact op met ${company.name}:`,
        },
        { kind: 'contact' },
      ],
    },
  ],
};
