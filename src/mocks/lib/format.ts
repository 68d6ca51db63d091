const wholeEuro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const centEuro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });

/** `€ 120.000` for whole euros, `€ 1.609.575,86` otherwise (clarifications: amounts). */
export function formatEuro(amount: number): string {
  return (Number.isInteger(amount) ? wholeEuro : centEuro).format(amount);
}

export function formatDecimal(value: number): string {
  return decimal.format(value);
}
