import { describe, expect, it } from 'vitest';
import { canConfirm, parseReceivedTotal } from '../manual';
import { serverQuery, statusParamOf } from '../queries';
import { payment } from './fixtures';

const now = new Date('2026-11-21T08:00:00.000Z');

describe('which payments an admin may confirm', () => {
  it('takes pending bank transfers, checks, cash and store payments, never card, paid or lapsed ones', () => {
    for (const provider of ['bank_transfer', 'check', 'cash', 'convenience_store'] as const)
      expect(canConfirm(payment({ provider }), now)).toBe(true);
    expect(canConfirm(payment({ provider: 'card' }), now)).toBe(false);
    expect(canConfirm(payment({ status: 'paid' }), now)).toBe(false);
    expect(canConfirm(payment({ status: 'expired' }), now)).toBe(false);
    expect(canConfirm(payment({ provider: 'convenience_store', expires_at: '2026-11-21T07:59:59.000Z' }), now)).toBe(false);
    expect(canConfirm(payment({ provider: 'convenience_store', expires_at: '2026-11-22T08:00:00.000Z' }), now)).toBe(true);
  });
});

describe('the received total', () => {
  it('is optional and turns major units into the minor units the server compares', () => {
    expect(parseReceivedTotal('  ')).toEqual({ value: undefined });
    expect(parseReceivedTotal('350')).toEqual({ value: 35000 });
    expect(parseReceivedTotal('1,200')).toEqual({ value: 120000 });
    expect(parseReceivedTotal('12.5')).toEqual({ value: 1250 });
    expect(parseReceivedTotal('0.07')).toEqual({ value: 7 });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '-5', '1.234', '0', '0.00', '1e3', '12.']) expect(parseReceivedTotal(text)).toEqual({ error: 'format' });
  });
});

describe('the status filter', () => {
  it('asks for pending payments by default, for none with "all", and keeps the default out of the URL', () => {
    expect(serverQuery({ page: 1 })).toEqual({ page: 1, status: 'pending' });
    expect(serverQuery({ status: 'all', page: 2 })).toEqual({ page: 2 });
    expect(serverQuery({ status: 'expired', page: 1 })).toEqual({ page: 1, status: 'expired' });
    expect(statusParamOf('pending')).toBe('');
    expect(statusParamOf('paid')).toBe('paid');
  });
});
