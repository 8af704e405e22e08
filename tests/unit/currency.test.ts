import { convert, displayPrice } from '../../src/i18n/money';
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

describe('display prices through the rates staff keep', () => {
  const rates = { USD: 1, EUR: 0.9, JPY: 150, CAD: 1.25, MXN: 17.5 };

  it('converts through the US dollar', () => {
    expect(convert(100, 'USD', 'EUR', rates)).toBeCloseTo(90);
    expect(convert(125, 'CAD', 'USD', rates)).toBeCloseTo(100);
    expect(convert(125, 'CAD', 'JPY', rates)).toBeCloseTo(15000);
    expect(convert(10, 'EUR', 'EUR', {})).toBe(10);
  });

  it('answers null for a currency without a rate', () => {
    expect(convert(10, 'GBP', 'USD', rates)).toBeNull();
    expect(convert(10, 'USD', 'GBP', rates)).toBeNull();
  });

  it('shows a converted price in the display currency, by the spec table', () => {
    expect(displayPrice(125, 'CAD', 'USD', rates)).toEqual({ text: '$100.00', converted: true });
    expect(displayPrice(100, 'USD', 'EUR', rates)).toEqual({ text: '90.00 €', converted: true });
    expect(displayPrice(100, 'USD', 'USD', rates)).toEqual({ text: '$100.00', converted: false });
  });

  it("falls back to the hotel's own currency before rates arrive or without a rate", () => {
    expect(displayPrice(89, 'USD', 'EUR', undefined)).toEqual({ text: '$89.00', converted: false });
    expect(displayPrice(1234.5, 'MXN', 'EUR', undefined)).toEqual({ text: '1234.50 MXN', converted: false });
    expect(displayPrice(10, 'GBP', 'USD', rates)).toEqual({ text: '10.00 GBP', converted: false });
  });
});
