/** The go/no-go entry on the tender detail: the few texts that load with the detail (issue #24). */
export const bidEntry = {
  title: 'Go/no-go',
  intro: 'Beslis of je meedoet: knock-outvragen uit de vereisten, gewogen criteria, een advies en een planning.',
  open: 'Go/no-go-blad openen',
  exampleIntro: 'Met een volledig abonnement beslis je per aanbesteding of je meedoet, en bewaar je die beslissing.',
  example: 'Bekijk een voorbeeld',
  loading: 'Go/no-go-blad laden…',
  loadFailed: 'Het go/no-go-blad kon niet geladen worden. Herlaad de pagina en probeer opnieuw.',
} as const;
