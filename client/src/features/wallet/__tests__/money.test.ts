import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { depositSummary, formatMoney, formatSignedCoins } from '../money';

const intl = createIntl({ locale: 'en-US', messages: {} });

describe('deposit summary', () => {
  it('adds the 5% card fee to the price of the coins', () => {
    // 100 coins at NT$10 = NT$1,000; 5% = NT$50.
    expect(depositSummary('card', 'TWD', 100)).toEqual({ coins: 100, amount: 100_000, fee: 5_000, total: 105_000, feePercent: 5 });
  });

  it('rounds the card fee up to what the currency can charge', () => {
    // 3 coins at US$0.35 = US$1.05; 5% = 5.25 cents, charged as 6.
    expect(depositSummary('card', 'USD', 3)).toMatchObject({ amount: 105, fee: 6, total: 111 });
    // TWD is charged in whole dollars: 1 coin = NT$10, 5% = NT$0.50, charged as NT$1.
    expect(depositSummary('card', 'TWD', 1)).toMatchObject({ amount: 1_000, fee: 100, total: 1_100 });
  });

  it('has no fee for the methods that are not card', () => {
    for (const provider of ['bank_transfer', 'check', 'cash', 'convenience_store'] as const) {
      expect(depositSummary(provider, 'TWD', 100)).toEqual({ coins: 100, amount: 100_000, fee: 0, total: 100_000, feePercent: null });
    }
  });

  it('is empty until the coins are a positive whole number', () => {
    expect(depositSummary('card', 'TWD', 0)).toBeNull();
    expect(depositSummary('card', 'TWD', -5)).toBeNull();
    expect(depositSummary('card', 'TWD', 2.5)).toBeNull();
    expect(depositSummary('card', 'TWD', Number.NaN)).toBeNull();
  });
});

describe('amount formatting', () => {
  it('signs ledger amounts: + for income, - for spending, nothing for zero', () => {
    expect(formatSignedCoins(intl, 10)).toBe('+10');
    expect(formatSignedCoins(intl, -60)).toBe('-60');
    expect(formatSignedCoins(intl, 0)).toBe('0');
    expect(formatSignedCoins(intl, 12000)).toBe('+12,000');
  });

  it('shows money from minor units with the currency, TWD in whole dollars', () => {
    expect(formatMoney(intl, 105_000, 'TWD')).toBe('NT$1,050');
    expect(formatMoney(intl, 111, 'USD')).toBe('$1.11');
    expect(formatMoney(intl, 250, 'RMB')).toBe('CN¥2.50');
  });
});
