import { currencies, isCurrency } from '../../i18n/currency';

/** Digits after the decimal point of a currency's minor unit (the spec's table: 2 for each). */
export function minorDigits(currency: string | null | undefined): number {
  return isCurrency(currency) ? currencies[currency].decimalDigits : 2;
}

/** An amount typed in major units (89.99) as the integer minor units the API stores (8999). */
export function toMinor(major: number, currency?: string | null): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

export function fromMinor(minor: number, currency?: string | null): number {
  return minor / 10 ** minorDigits(currency);
}

/**
 * `format`/`parse` for a react-admin NumberInput whose form value is in minor units
 * while staff type dollars: the field shows 89.99 and the form holds 8999.
 */
export function majorUnitInput(currency?: string | null) {
  return {
    format: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(fromMinor(value, currency)) : ''),
    parse: (value: unknown) => {
      if (value === '' || value === null || value === undefined) return null;
      const n = typeof value === 'number' ? value : Number(value);
      // Text that is not a number stays as typed, so the validator can say so.
      return Number.isFinite(n) ? toMinor(n, currency) : value;
    },
  };
}
