import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReferralCodeDto, ReferralDto } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const code = (overrides: Partial<ReferralCodeDto> = {}): ReferralCodeDto => ({
  referral_code: 'ADA2026',
  used_code: null,
  pending_count: 1,
  completed_count: 2,
  unexchanged_count: 2,
  exchangeable_points: 10,
  ...overrides,
});
const referral = (id: number, status: ReferralDto['status'], invitee: ReferralDto['invitee']): ReferralDto => ({
  id,
  invitee,
  status,
  created_at: '2026-03-01T00:00:00.000Z',
  completed_at: null,
  exchanged: false,
});
const REFERRALS = [
  referral(1, 'completed', { id: 20, username: 'bob', first_name: 'Bob', last_name: 'Stone' }),
  referral(2, 'pending', { id: 21, username: 'cy', first_name: '', last_name: '' }),
  referral(3, 'invalid', null),
];

function start(exchange: Handler) {
  window.localStorage.setItem('id_token', 'token');
  let exchanged = false;
  const server = fakeServer({
    ...loggedInRoutes(makeUser({ balance: 5 })),
    'GET referral-code': () => ({ body: exchanged ? code({ unexchanged_count: 0, exchangeable_points: 0 }) : code() }),
    'GET referral-code/used': { body: { data: REFERRALS, current_page: 1, total: 3 } },
    'POST referral-code/exchange-point': (req) => {
      exchanged = true;
      return exchange(req);
    },
  });
  return { server, ...renderApp('/invitation', server.fetch) };
}

describe('/invitation', () => {
  it('shows the link and code, the rules and the referrals with their status', async () => {
    start(() => ({ status: 201 }));
    expect(((await screen.findByTestId('invitation-link')) as HTMLInputElement).value).toBe('http://localhost:3000/register?ref=ADA2026');
    expect((screen.getByTestId('invitation-code') as HTMLInputElement).value).toBe('ADA2026');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText('Every 2 completed referrals exchange for 10 coins for you.')).toBeTruthy();
    const list = await screen.findByTestId('referral-list');
    expect(within(list).getByTestId('referral-1').textContent).toContain('Bob Stone');
    expect(within(list).getByTestId('referral-1').textContent).toContain('Completed');
    expect(within(list).getByTestId('referral-2').textContent).toContain('cy');
    expect(within(list).getByTestId('referral-2').textContent).toContain('Pending');
    expect(within(list).getByTestId('referral-3').textContent).toContain('(registration not finished)');
    expect(within(list).getByTestId('referral-3').textContent).toContain('Invalid');
  });

  it('exchanges completed invitees for coins with an Idempotency-Key and updates the counters and balance', async () => {
    const { server, store } = start(() => ({ status: 201, body: { exchanged_invitees: 2, points: 10, balance: 15 } }));
    expect((await screen.findByTestId('referrals-exchangeable')).textContent).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Exchange for coins' }));
    await waitFor(() => expect(screen.getByTestId('referrals-exchangeable').textContent).toBe('0'));
    expect(store.session.user?.balance).toBe(15);
    expect(store.ui.toasts.map((t) => t.text)).toContain('10 coins were added to your balance.');
    expect((screen.getByRole('button', { name: 'Exchange for coins' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Invite 2 more verified friends to earn 10 coins.')).toBeTruthy();
    expect(server.calls.find((c) => c.path === 'referral-code/exchange-point')?.headers.get('idempotency-key')).toBeTruthy();
  });
});
