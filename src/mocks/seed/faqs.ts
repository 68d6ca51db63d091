/** The general FAQs served by `GET faqs/?category=general` (spec §3: ids 1–6). */
import type { FaqRow } from '../db-types';

export const FAQS: readonly FaqRow[] = [
  {
    id: 1,
    category: 'general',
    isVisible: true,
    order: 1,
    question: 'Wat is tender matching?',
    answer:
      'Tender matching betekent dat wij overheidsopdrachten automatisch vergelijken met het profiel van jouw onderneming. ' +
      'In plaats van zelf dagelijks de publicaties van Belgische en Europese aanbestedende diensten door te nemen, krijg je ' +
      'een feed met de aanbestedingen die het best aansluiten bij wat je doet, waar je werkt en welke opdrachten je zoekt.',
  },
  {
    id: 2,
    category: 'general',
    isVisible: true,
    order: 2,
    question: 'Hoe werkt de matching?',
    answer:
      'Onze AI leest elke nieuwe aankondiging: de titel, de beschrijving, de CPV-codes, de regio, de looptijd en de ' +
      'gunningscriteria. Die informatie vergelijken we met de antwoorden in jouw matchingprofiel. Hoe meer een aanbesteding ' +
      'overeenkomt met je expertise, je regio en het soort projecten dat je zoekt, hoe hoger ze in je feed verschijnt.',
  },
  {
    id: 3,
    category: 'general',
    isVisible: true,
    order: 3,
    question: 'Waarom moet ik een vragenlijst invullen?',
    answer:
      'De vragenlijst vormt je matchingprofiel. Zonder die informatie weten we niet welke opdrachten voor jou interessant ' +
      'zijn en tonen we de aanbestedingen gewoon op publicatiedatum. Met een volledig ingevuld profiel (100%) sorteren we ' +
      'je feed op relevantie en berekenen we je tellers voor nieuwe en actieve matches.',
  },
  {
    id: 4,
    category: 'general',
    isVisible: true,
    order: 4,
    question: 'Wat betekent het matchingpercentage?',
    answer:
      'Het matchingpercentage geeft aan hoe goed een aanbesteding bij je profiel past, op een schaal van 0 tot 100. ' +
      'Het houdt rekening met overeenkomende kernwoorden, je sector en je geografische voorkeur, en telt minder ' +
      'wanneer de geraamde waarde of de looptijd buiten je budget of gewenste duur valt. Onder "Waarom deze match?" ' +
      'bij een aanbesteding lees je wat meetelde. Een hoog percentage betekent niet dat je de opdracht zeker wint: ' +
      'lees altijd de selectie- en gunningscriteria na.',
  },
  {
    id: 5,
    category: 'general',
    isVisible: true,
    order: 5,
    question: 'Hoe kan ik mijn matchingprofiel verbeteren?',
    answer:
      'Vul alle acht velden op de pagina Voorkeuren in en wees concreet: noem je diensten, de sectoren waarvoor je werkte, ' +
      'referentieprojecten, de provincies of gewesten waar je actief bent en het budget en de looptijd die je aankunt. ' +
      'Pas je profiel aan wanneer je aanbod verandert; na het opslaan verwerkt onze AI de wijzigingen binnen enkele minuten.',
  },
  {
    id: 6,
    category: 'general',
    isVisible: true,
    order: 6,
    question: 'Zijn mijn bedrijfsgegevens vertrouwelijk?',
    answer:
      'Ja. Je profiel en je bedrijfsgegevens gebruiken we enkel om aanbestedingen voor jou te selecteren en om je ' +
      'vragen te beantwoorden. We delen ze niet met aanbestedende diensten of andere gebruikers en verkopen ze nooit door. ' +
      'Meer informatie vind je in onze privacyverklaring.',
  },
  {
    // Hidden by the editors: the app must filter on isVisible.
    id: 7,
    category: 'general',
    isVisible: false,
    order: 7,
    question: 'Kan ik offertes laten opmaken door de AI?',
    answer: 'Deze functie is nog in ontwikkeling. Intussen kan een partner je helpen bij het opmaken van je offerte.',
  },
];
