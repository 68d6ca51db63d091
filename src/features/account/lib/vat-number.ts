/**
 * A Belgian VAT number: BE, then a company number of ten digits starting with 0 or 1, dots optional
 * (BE0123.456.789 or BE0123456789), as the backend accepts it.
 */
export const BELGIAN_VAT_NUMBER = /^BE\s?[01]\d{3}\.?\d{3}\.?\d{3}$/i;
