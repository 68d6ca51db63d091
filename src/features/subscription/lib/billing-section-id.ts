/** The id of the 'Facturering' section: /account scrolls to it when navigated with `scrollToBilling`. */
export const BILLING_SECTION_ID = 'facturering';
