/**
 * The tender-specific FAQs (spec §3: ids 101-103), bundled with the app: they are static and make no call
 * (spec §7). Same fields as a server FAQ item, so the shared FAQ list renders them as they are.
 */
export type TenderFaq = {
  id: number;
  question: string;
  answer: string;
  category: 'tender';
  isVisible: boolean;
  order: number | null;
};

export const TENDER_FAQS: readonly TenderFaq[] = [
  {
    id: 101,
    category: 'tender',
    isVisible: true,
    order: 1,
    question: 'Hoe schrijf ik in op deze aanbesteding?',
    answer:
      'Je dient je offerte elektronisch in via het platform dat de aankondiging noemt, voor Belgische opdrachten ' +
      'meestal **e-Procurement** (e-Tendering) van de federale overheid. Maak daar op tijd een account aan, download ' +
      'de opdrachtdocumenten en laad je offerte op vóór de uiterste indieningsdatum: een laattijdige offerte wordt niet aanvaard.',
  },
  {
    id: 102,
    category: 'tender',
    isVisible: true,
    order: 2,
    question: 'Welke documenten heb ik nodig?',
    answer:
      'Dat bepalen de opdrachtdocumenten (het bestek). Meestal gaat het om:\n\n' +
      '- het ingevulde **offerteformulier** en de inventaris of prijslijst;\n' +
      '- het **Uniform Europees Aanbestedingsdocument** (UEA) of een verklaring op erewoord;\n' +
      '- bewijzen van je technische bekwaamheid, zoals **referenties** van gelijkaardige opdrachten;\n' +
      '- een gekwalificeerde **elektronische handtekening** van wie je onderneming mag vertegenwoordigen.\n\n' +
      'Attesten over sociale en fiscale schulden vraagt de aanbestedende dienst vaak zelf op via Telemarc.',
  },
  {
    id: 103,
    category: 'tender',
    isVisible: true,
    order: 3,
    question: 'Kan ik vragen stellen tijdens de verduidelijkingsperiode?',
    answer:
      'Ja. Tot de datum die het bestek vermeldt, kan je schriftelijk vragen stellen aan de aanbestedende dienst, ' +
      'meestal via het forum van het e-Procurement platform of per e-mail aan de contactpersoon. De antwoorden ' +
      'worden voor alle inschrijvers gepubliceerd. Stel je vraag tijdig: na die datum worden vragen niet meer beantwoord.',
  },
];
