import { describe, expect, it } from 'vitest';
import { formatCardDate, formatCount, formatDate, formatEuro, parseDate } from './format';

describe('parseDate', () => {
  it('reads a bare date as that local calendar day', () => {
    const date = parseDate('2026-03-05');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(5);
  });

  it('returns null for empty or invalid input', () => {
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate('geen datum')).toBeNull();
  });
});

describe('formatCardDate', () => {
  it("writes the nl-BE date of toLocaleDateString('nl-BE')", () => {
    expect(formatCardDate('2026-03-05')).toBe('5/3/2026');
    expect(formatCardDate('2026-11-20T12:00:00')).toBe('20/11/2026');
  });

  it("gives '-' without a valid date", () => {
    expect(formatCardDate('')).toBe('-');
    expect(formatCardDate('onbekend')).toBe('-');
  });
});

describe('formatCardDate and formatDate against nl-BE', () => {
  it('write what the nl-BE locale writes, on every day of a year', () => {
    const short = new Intl.DateTimeFormat('nl-BE');
    const padded = new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day);
      const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      expect(formatCardDate(iso)).toBe(short.format(date));
      expect(formatDate(iso)).toBe(padded.format(date));
    }
  });
});

describe('formatDate', () => {
  it('writes dd/mm/yyyy with slashes and leading zeros', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-11-20T12:00:00')).toBe('20/11/2026');
  });

  it("gives '-' without a valid date", () => {
    expect(formatDate(null)).toBe('-');
  });
});

describe('formatEuro', () => {
  it('writes whole euros without decimals and with a dot per thousand', () => {
    expect(formatEuro(120000)).toBe('€ 120.000');
    expect(formatEuro(99)).toBe('€ 99');
    expect(formatEuro(999)).toBe('€ 999');
    expect(formatEuro(1500000)).toBe('€ 1.500.000');
  });

  it('writes cents with a comma when there are any', () => {
    expect(formatEuro(1234.5)).toBe('€ 1.234,50');
    expect(formatEuro(0.05)).toBe('€ 0,05');
  });

  it('writes what nl-BE number formatting writes, for any amount', () => {
    const nlBE = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });
    const nlBECents = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 7, 1000, 12345, 999999, 1000001, 123456789, -2500, 10.1, 1234567.89, -0.5]) {
      expect(formatEuro(amount)).toBe(`€ ${(Number.isInteger(amount) ? nlBE : nlBECents).format(amount)}`);
    }
  });
});

describe('formatCount', () => {
  it('groups thousands with a dot, as nl-BE does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(-1234.4)).toBe('-1.234');
  });
});
