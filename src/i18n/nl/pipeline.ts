/** The bid pipeline, 'Mijn biedingen' (issue #25). */
export const pipeline = {
  title: 'Mijn biedingen',
  intro: 'Elke aanbesteding waar je team aan werkt, per fase, met haar deadlines.',
  stages: {
    interested: 'Interessant',
    assessing: 'Beoordelen',
    go: 'Go',
    preparing: 'In voorbereiding',
    submitted: 'Ingediend',
    won: 'Gewonnen',
    lost: 'Verloren',
    no_go: 'No-go',
  },
  column: {
    count: { one: '{count} aanbesteding', other: '{count} aanbestedingen' },
    total: 'Geschatte waarde {amount}',
    unvalued: {
      one: '{count} zonder waarde, telt als € 0',
      other: '{count} zonder waarde, tellen als € 0',
    },
    empty: 'Nog geen aanbestedingen in deze fase.',
  },
  card: {
    buyer: 'Opdrachtgever',
    deadline: 'Einddatum',
    value: 'Geschatte waarde',
    noValue: 'Geen waarde vermeld',
    outcome: 'Go/no-go',
    outcomes: { go: 'Go', no_go: 'No-go', conditional: 'Te bespreken' },
    score: '{percent} %',
    scoreLabel: 'Score',
    dragHandle: '{name} verslepen',
  },
  move: {
    menu: 'Verplaats naar…',
    moved: '{name} staat nu bij {stage}.',
    failed: 'Kon {name} niet verplaatsen: {message}',
    conflict:
      '{name} werd intussen in een ander tabblad of door een collega gewijzigd. De opgeslagen stand is geladen: {stage}.',
    /** A change made offline, waiting in the queue until the connection is back (issue #26). */
    waiting: {
      move: 'Verplaatsen wacht op verbinding',
      sheet: 'Go/no-go-blad wacht op verbinding',
    },
  },
  drag: {
    instructions:
      'Druk op spatie of Enter om de kaart op te pakken. Kies met pijl links of rechts een andere fase en druk op spatie of Enter om ze daar neer te zetten, of op Escape om te annuleren.',
    start: '{name} opgepakt, in {stage}.',
    over: '{name} boven {stage}.',
    overNothing: '{name} is boven geen fase.',
    end: '{name} neergezet bij {stage}.',
    endNowhere: '{name} neergezet buiten de fases: ze blijft bij {stage}.',
    cancel: 'Verplaatsen geannuleerd: {name} blijft bij {stage}.',
  },
  deadlines: {
    title: 'Deadlines in zicht',
    empty: 'Geen deadlines die nog komen in Interessant, Beoordelen, Go of In voorbereiding.',
    export: 'Alles in agenda',
    exportHint: 'Alle deadlines die nog komen, met de planning van elk go/no-go-blad, in één agendabestand (.ics)',
    exporting: 'Agenda maken…',
    exported: { one: '{count} datum in het agendabestand.', other: '{count} datums in het agendabestand.' },
    exportNone: 'Er zijn geen deadlines of planningsdatums die nog komen om te exporteren.',
    exportFailed: 'Kon de agenda niet maken: {message}',
    fileName: 'deadlines-mijn-biedingen.ics',
  },
  load: {
    errorToast: 'Kon je biedingen niet laden: {message}',
    errorPage: 'Fout bij het laden van je biedingen: {message} Probeer het later opnieuw.',
    unknownError: 'Onbekende fout',
    loading: 'Je biedingen worden geladen…',
  },
  empty: {
    title: 'Nog geen aanbestedingen in je biedingen',
    body: 'Kies ‘Toevoegen aan biedingen’ op een aanbesteding in de feed of op haar detailpagina: ze komt hier bij Interessant. Leg je er op het go/no-go-blad een Go of No-go vast, dan schuift ze mee.',
    action: 'Naar de feed',
  },
  demo: {
    title: 'Enkel met een volledig abonnement',
    body: 'Met een volledig abonnement volg je hier elke aanbesteding waar je team aan werkt, van interessant tot gewonnen, met haar deadlines.',
    action: 'Abonnement bekijken',
  },
  phone: {
    stages: 'Fase',
    stageOption: '{stage} ({count})',
  },
} as const;
