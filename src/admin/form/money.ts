import { DEFAULT_CURRENCY, fromMinor, toMinor } from '@/api/money';

/**
 * `format`/`parse` for a react-admin NumberInput whose form value is in minor units
 * while staff type dollars: the field shows 89.99 and the form holds 8999.
 */
export function majorUnitInput(currency?: string | null) {
  const code = currency ?? DEFAULT_CURRENCY;
  return {
    format: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(fromMinor(value, code)) : ''),
    parse: (value: unknown) => {
      if (value === '' || value === null || value === undefined) return null;
      const n = typeof value === 'number' ? value : Number(value);
      // Text that is not a number stays as typed, so the validator can say so.
      return Number.isFinite(n) ? toMinor(n, code) : value;
    },
  };
}
