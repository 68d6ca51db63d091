/**
 * The company behind the service, used by both legal documents.
 * SAMPLE VALUES: Tenderwijzer BV is a fictional sample company; the registered office, the
 * enterprise number (KBO) and the court district must be replaced by the real ones before launch.
 */
export const company = {
  name: 'Tenderwijzer BV',
  address: 'Voorbeeldstraat 1, 9000 Gent',
  enterpriseNumber: '0000.000.000',
  courtDistrict: 'Gent',
} as const;
