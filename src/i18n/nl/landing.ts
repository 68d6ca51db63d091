/** The landing page addresses the visitor with 'u' (design.md 'Content and tone'). */
export const landing = {
  documentTitle: 'Overheidsopdrachten op maat van uw bedrijf',
  hero: {
    eyebrow: 'Aanbestedingen voor IT- en marketingbedrijven',
    title: 'Vind de overheidsopdrachten die bij uw bedrijf passen',
    lead: 'Tenderwijzer leest elke dag de nieuwe aanbestedingen en legt ze naast uw bedrijfsprofiel. Onze AI toont u enkel de opdrachten die echt bij u passen, met de beste match bovenaan. Zo besteedt u uw tijd aan inschrijven in plaats van aan zoeken.',
    actionsLabel: 'Kies wat bij u past',
    forCompanies: 'Voor bedrijven',
    forPartners: 'Voor partners',
    forMunicipalities: 'Voor gemeenten',
    imageAlt: 'Schets van een lijst aanbestedingen, elk met een matchscore en het aantal resterende dagen',
    statsLabel: 'Tenderwijzer in cijfers',
    stats: {
      companies: { value: '600+', label: 'bedrijven vertrouwen op Tenderwijzer' },
      decisionMakers: { value: '100.000+', label: 'beslissingsnemers bereikt via onze ondernemerswebsite' },
      questions: { value: '80%', label: 'van uw vragen over een aanbesteding beantwoord door onze AI-assistent' },
    },
  },
  trust: {
    title: 'Meer dan 600 bedrijven vertrouwen op Tenderwijzer',
    logosLabel: 'Logo’s van klanten (voorbeelden)',
    logoAlt: 'Voorbeeldlogo {name}',
  },
  features: {
    title: 'Moeiteloze weg naar Aanbestedingssucces',
    lead: 'Van de eerste aankondiging tot uw ingediende offerte: Tenderwijzer neemt het zoekwerk en het herhalende werk van u over.',
    listLabel: 'Hoofdfuncties',
    number: 'Functie {number}',
    items: {
      matching: {
        title: 'AI-matching van aanbestedingen',
        content:
          'U beschrijft in eigen woorden wat uw bedrijf doet, welke projecten u al realiseerde en waar u wilt werken. Onze AI bouwt daarmee een matchingprofiel en vergelijkt het met elke nieuwe aanbesteding. In uw feed staan de opdrachten met de hoogste match bovenaan.',
      },
      assistant: {
        title: 'AI-aanbestedingsassistent',
        content:
          'Stel uw vragen over een aanbesteding gewoon in het Nederlands: wat is de deadline, welke documenten zijn nodig, hoe wordt er gegund? De assistent beantwoordt ongeveer 80% van de vragen meteen en zorgt voor 85% minder herhalende vragen aan uw team.',
      },
      filtering: {
        title: 'Aanbestedingen filteren',
        content:
          'Bewaar de opdrachten die u interesseren en verwerp de rest met één klik. Uw bewaarde, verworpen en verlopen aanbestedingen staan elk in een eigen lijst, zodat uw feed overzichtelijk blijft.',
      },
      documents: {
        title: 'Documentbeheer',
        content:
          'Per aanbesteding vindt u de beschrijving, het budget, de planning, de gunningscriteria en de vereisten netjes in tabbladen. Geen zoektocht meer door lange bestekken om de kern te vinden.',
      },
      overview: {
        title: 'Centraal statusoverzicht',
        content:
          'Volg al uw lopende inschrijvingen op één plek. U ziet in één oogopslag hoeveel dagen u nog hebt en welke deadlines eraan komen.',
      },
      salesPartner: {
        title: 'Een externe verkoopprofessional inschakelen',
        content:
          'Geen tijd om zelf een offerte op te maken? Een ervaren partner begeleidt u door de volledige inschrijving, vanaf 500 euro per inschrijving, afhankelijk van de complexiteit. Bij de start betaalt u een voorschot van 30%.',
      },
    },
    samplesTitle: 'Zo ziet uw feed eruit',
    samplesLead: 'Drie voorbeeldaanbestedingen, zoals u ze in Tenderwijzer terugvindt.',
    samplesLabel: 'Voorbeeldaanbestedingen',
    viewTenders: 'Bekijk aanbestedingen',
  },
  carousel: {
    roleDescription: 'carrousel',
    previous: 'Vorige',
    next: 'Volgende',
    goTo: 'Ga naar dia {number}',
  },
  cta: {
    title: 'Bent u geïnteresseerd?',
    subtitle: 'Ontdek ons platform!',
    lead: 'Maak vandaag nog een account aan en ontdek welke overheidsopdrachten op uw bedrijf wachten.',
    benefitsLabel: 'Voordelen',
    benefits: {
      efficiency: {
        title: 'Verbeterde efficiëntie',
        text: 'Geen uren meer zoeken op aankondigingsplatformen: de relevante opdrachten komen naar u.',
      },
      conversion: {
        title: 'Verhoogde conversie',
        text: 'U schrijft in op opdrachten die bij u passen, en dat vergroot uw kans om ze binnen te halen.',
      },
      turnaround: {
        title: 'Snellere doorlooptijden',
        text: 'De kern van elke aanbesteding staat overzichtelijk klaar, zodat u sneller beslist en indient.',
      },
      aiSupport: {
        title: 'AI-gestuurde ondersteuning',
        text: 'Onze AI-assistent beantwoordt uw vragen over een aanbesteding, dag en nacht.',
      },
    },
    register: 'Registreer',
    registerNowPrefix: 'Nog geen account?',
    registerNow: 'Registreer nu!',
  },
  testimonials: {
    title: 'Wat onze klanten zeggen',
    lead: 'Ondernemers uit heel Vlaanderen vonden via Tenderwijzer hun weg naar overheidsopdrachten.',
    label: 'Getuigenissen',
    items: {
      first: {
        name: 'Sofie Claes',
        title: 'Zaakvoerder, webbureau (12 medewerkers)',
        content:
          'Vroeger scrolden we elke maandag een uur door aankondigingen. Nu staan de opdrachten die bij ons passen gewoon bovenaan. We schreven dit jaar in op drie gemeentelijke websites en haalden er twee binnen.',
      },
      second: {
        name: 'Pieter Janssens',
        title: 'Oprichter, IT-dienstverlener',
        content:
          'De AI-assistent is voor ons het grootste verschil. Vragen over deadlines of vereiste attesten krijg ik meteen beantwoord, zonder het hele bestek te moeten doorlezen.',
      },
      third: {
        name: 'Lotte Peeters',
        title: 'Marketingmanager, communicatiebureau',
        content:
          'We dachten dat overheidsopdrachten niets voor een klein bureau waren. Tenderwijzer toonde ons opdrachten onder de Europese drempels waar we perfect op konden inschrijven.',
      },
      fourth: {
        name: 'Tom Wouters',
        title: 'Zaakvoerder, softwarebedrijf',
        content:
          'Het matchingprofiel was in een kwartier ingevuld. Sindsdien krijgen we minder ruis en meer opdrachten die echt over maatwerksoftware gaan.',
      },
      fifth: {
        name: 'Els Maes',
        title: 'Salesverantwoordelijke, IT-integrator',
        content:
          'Dankzij het overzicht met resterende dagen missen we geen deadlines meer. De rode teller is een goede stok achter de deur.',
      },
      sixth: {
        name: 'Bram Jacobs',
        title: 'Partner, digitaal marketingbureau',
        content:
          'Voor onze eerste inschrijving schakelden we een externe partner in. Die begeleiding was elke euro waard en nu schrijven we zelf in.',
      },
      seventh: {
        name: 'Nathalie De Smet',
        title: 'Office manager, hostingbedrijf',
        content:
          'Bewaren, verwerpen en later terugvinden werkt heel eenvoudig. Ons hele team werkt nu vanuit dezelfde lijst.',
      },
      eighth: {
        name: 'Koen Willems',
        title: 'Zaakvoerder, eenmanszaak in webdesign',
        content:
          'Als eenmanszaak heb ik weinig tijd voor administratie. Tenderwijzer filtert voor mij en ik beslis in enkele minuten of een opdracht de moeite waard is.',
      },
    },
  },
  partnerships: {
    title: 'Samen sterker in aanbestedingen',
    lead: 'Tenderwijzer brengt bedrijven, verkoopprofessionals en overheden samen. Registreer u als partner of als gemeente en bouw mee aan een eerlijkere markt voor overheidsopdrachten.',
    cards: {
      partner: {
        title: 'Voor partners',
        content:
          'Bent u een ervaren verkoopadviseur of tenderschrijver? Begeleid bedrijven door hun inschrijving en word vergoed per inschrijving, vanaf 500 euro afhankelijk van de complexiteit, met een voorschot van 30% bij de start.',
        cta: 'Registreer als partner',
        mailSubject: 'Wij willen ons registreren als Partner',
        mailBody:
          'Beste Tenderwijzer,\n\nWij willen ons graag registreren als partner om bedrijven te begeleiden bij hun inschrijvingen.\n\nNaam:\nBedrijf:\nTelefoonnummer:\nErvaring met aanbestedingen:\n\nMet vriendelijke groeten,',
        imageAlt: 'Illustratie van een adviseur die samen met een bedrijf een offerte invult',
      },
      municipality: {
        title: 'Voor gemeenten en overheden',
        content:
          'Voeg extra toelichting toe aan uw aanbestedingen en dien opdrachten in die moeilijk hun weg vinden, zoals opdrachten onder 30.000 euro die niet via het nationale aanbestedingsplatform verschijnen.',
        cta: 'Registreer als gemeente',
        mailSubject: 'Wij willen ons registreren als Gemeente',
        mailBody:
          'Beste Tenderwijzer,\n\nWij willen ons graag registreren als gemeente om onze aanbestedingen via Tenderwijzer te verspreiden.\n\nNaam van het bestuur:\nContactpersoon:\nTelefoonnummer:\n\nMet vriendelijke groeten,',
        imageAlt: 'Illustratie van een gemeentehuis dat een aanbesteding publiceert',
      },
    },
  },
  pricing: {
    title: 'Prijzen',
    lead: 'Eén plan met alles erin. Kies zelf of u per maand of per jaar betaalt.',
    frequencyLabel: 'Facturatieperiode',
    frequencies: {
      monthly: 'Maandelijks',
      yearly: 'Jaarlijks',
    },
    perMonth: 'Per maand',
    perYear: 'Per jaar',
    yearlySaving: 'U bespaart {amount} per jaar',
    tier: {
      name: 'Premium',
      description: 'Volledige toegang tot alle aanbestedingen, uw AI-matchingprofiel en de AI-assistent.',
    },
    cta: 'Koop plan',
    ctaSuffix: 'Bekijk alle functies',
    featuresLabel: 'Inbegrepen in Premium',
    highlighted: 'Uitgelicht',
    notIncluded: 'Niet inbegrepen',
    sectors: 'Vandaag zijn we actief voor IT- en marketingdiensten. Werkt u in een andere sector?',
    waitingList: 'Zet uw bedrijf op de wachtlijst',
    waitingListSubject: 'Wij willen op de wachtlijst voor een andere sector',
    waitingListBody:
      'Beste Tenderwijzer,\n\nWij willen graag op de wachtlijst voor onze sector.\n\nBedrijfsnaam:\nSector:\n\nMet vriendelijke groeten,',
  },
  sponsors: {
    title: 'Mogelijk gemaakt door',
    lead: 'Tenderwijzer groeit dankzij de steun van organisaties die geloven in een toegankelijke markt voor overheidsopdrachten.',
    logosLabel: 'Logo’s van sponsors (voorbeelden)',
  },
  about: {
    title: 'Over ons',
    paragraphs: {
      first:
        'Tenderwijzer is ontstaan uit een eenvoudige vaststelling: kleine en middelgrote bedrijven laten veel overheidsopdrachten liggen, niet omdat ze het werk niet aankunnen, maar omdat ze de juiste aanbestedingen niet vinden of er de tijd niet voor hebben.',
      second:
        'Wij bouwen daarom een platform dat zoeken, begrijpen en inschrijven eenvoudiger maakt, met AI waar het helpt en mensen waar het nodig is. Via onze ondernemerswebsite bereiken we meer dan 100.000 beslissingsnemers.',
      third:
        'Vandaag richten we ons op IT- en marketingdiensten. Andere sectoren volgen: wie zich aanmeldt op de wachtlijst, hoort het als eerste.',
    },
    contactTitle: 'Contact',
    phone: 'Bel ons op {phone}',
    email: 'Mail ons op {email}',
    mailSubject: 'Contact via website',
  },
} as const;
