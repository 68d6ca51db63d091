import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/mocks/server';

const AWARDS = `${env.API_URL}/tenders/:id/awards/`;

/** Three past awards with known figures: two with a value, one without; an incumbent. */
export const AWARDS_FIXTURE = {
  summary: {
    count: 3,
    medianValueEur: 85_000,
    minValueEur: 50_000,
    maxValueEur: 120_000,
    medianTendersReceived: 3,
    smeShare: 0.5,
    incumbent: { name: 'Bureau Noord', awardDate: '2023-05-02', noticeId: '100001-2023/1' },
  },
  results: [
    {
      noticeId: '100001-2023/1',
      tedUrl: 'https://ted.europa.eu/nl/notice/-/detail/100001-2023',
      buyer: 'Stad Gent',
      title: 'Communicatiecampagne',
      awardDate: '2023-05-02',
      cpv: '79341000',
      cpvLabel: 'Reclamediensten',
      contractType: 'Diensten',
      procedureType: 'Openbaar',
      winners: [{ name: 'Bureau Noord', city: 'Gent', isSme: true }],
      awardedValueEur: 120_000,
      lowestOfferEur: null,
      highestOfferEur: null,
      tendersReceived: 5,
      estimatedValueEur: null,
      priceWeight: 40,
      similarity: ['buyer', 'cpv_group', 'region'],
    },
    {
      noticeId: '100002-2022/1',
      tedUrl: 'https://ted.europa.eu/nl/notice/-/detail/100002-2022',
      buyer: 'Provincie Antwerpen',
      title: 'Huisstijl',
      awardDate: '2022-11-30',
      cpv: '79340000',
      cpvLabel: 'Reclame- en marketingdiensten',
      contractType: 'Diensten',
      procedureType: 'Openbaar',
      winners: [{ name: 'Studio Zuid', city: null, isSme: false }],
      awardedValueEur: 50_000,
      lowestOfferEur: null,
      highestOfferEur: null,
      tendersReceived: 1,
      estimatedValueEur: null,
      priceWeight: null,
      similarity: ['cpv_group'],
    },
    {
      noticeId: '100003-2021/2',
      tedUrl: null,
      buyer: 'Gemeente Lede',
      title: 'Drukwerk',
      awardDate: '2021-03-15',
      cpv: '79800000',
      cpvLabel: 'Drukkerij',
      contractType: 'Diensten',
      procedureType: null,
      winners: [{ name: 'Drukkerij West', city: 'Brugge', isSme: null }],
      awardedValueEur: null,
      lowestOfferEur: null,
      highestOfferEur: null,
      tendersReceived: 2,
      estimatedValueEur: null,
      priceWeight: null,
      similarity: ['cpv_division', 'region'],
    },
  ],
};

/** Every tender's past awards answer `body` with `status` (a fixture, an empty list, a 404 or a 500). */
export function answerAwards(body: unknown, status = 200): string[] {
  const asked: string[] = [];
  server.use(
    http.get(AWARDS, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return asked;
}

/** An API without the optional Awards extension: every awards call answers 404. Returns the paths asked. */
export const withoutAwardsExtension = () => answerAwards({ detail: 'Niet gevonden.' }, 404);
