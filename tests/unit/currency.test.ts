import { describe, expect, it } from 'vitest';
import { currencies, formatCurrency, isCurrency } from '../../src/i18n/currency';

describe('currency formatting (spec section 3)', () => {
  it('USD: symbol left, no space, 2 decimals, comma thousands', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(0, 'USD')).toBe('$0.00');
    expect(formatCurrency(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('EUR: symbol right after one space', () => {
    expect(formatCurrency(1234.5, 'EUR')).toBe('1,234.50 €');
    expect(formatCurrency(99, 'EUR')).toBe('99.00 €');
  });

  it('JPY and CAD: symbol right after one space', () => {
    expect(formatCurrency(1234.5, 'JPY')).toBe(`1,234.50 ${currencies.JPY.currencySymbol}`);
    expect(formatCurrency(1234.5, 'CAD')).toBe(`1,234.50 ${currencies.CAD.currencySymbol}`);
    expect(currencies.JPY).toMatchObject({ currencySymbolPosition: 'right', currencySymbolNumberOfSpaces: 1 });
    expect(currencies.CAD).toMatchObject({ currencySymbolPosition: 'right', currencySymbolNumberOfSpaces: 1 });
  });

  it('rounds to two decimals and keeps the sign in front', () => {
    expect(formatCurrency(0.005, 'USD')).toBe('$0.01');
    expect(formatCurrency(-1234.5, 'USD')).toBe('-$1,234.50');
    expect(formatCurrency(-1234.5, 'EUR')).toBe('-1,234.50 €');
  });

  it('knows the four display currencies', () => {
    expect(['USD', 'EUR', 'JPY', 'CAD'].every(isCurrency)).toBe(true);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
