import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, loggedInRoutes, makeUser, testTenant, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { plan, wallet } from '../../../test/wallet-fixtures';

const PLANS = [
  plan({ id: 1, code: 'free', kind: 'free', price: 0, duration_months: null, daily_full_tests: 2, daily_section_practices: 5, report_allowance: 0 }),
  plan({ id: 2, code: 'sat-1m', kind: 'sat', price: 20, duration_months: 1, daily_full_tests: 3, daily_section_practices: 5, report_allowance: 1 }),
  plan({ id: 3, code: 'pro-6m', kind: 'pro', price: 60, duration_months: 6 }),
  plan({ id: 4, code: 'pro-lifetime', kind: 'pro', price: 240, duration_months: null, lifetime: true }),
];

// Expiries at noon UTC: dates show in the user's zone (the fake user's is America/Denver), and noon is
// the same calendar day there as in UTC.
const purchased = {
  status: 201,
  body: { id: 9, plan_id: 3, price: 60, expires_at: '2026-09-05T12:00:00.000Z', balance: 40, created_at: '2026-03-05T00:00:00.000Z' },
};

function start(path: string, purchase: Handler | Reply, balance = 100, routes: Record<string, Handler | Reply> = {}) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({
    ...loggedInRoutes(makeUser({ balance })),
    'GET plans': { body: PLANS },
    'GET wallet': { body: wallet({ balance }) },
    'POST plans/3/purchase': purchase,
    ...routes,
  });
  return { server, ...renderApp(path, server.fetch) };
}

/** "Buy" inside the card titled `title`. */
async function buy(title: string) {
  const card = await screen.findByRole('article', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: 'Buy' }));
}

const purchaseCalls = (server: ReturnType<typeof fakeServer>) => server.calls.filter((c) => c.path === 'plans/3/purchase');

describe('plans and the purchase flow', () => {
  it('lists the plans with price, duration and what they include; the free plan has no Buy', async () => {
    start('/plans', purchased);
    const pro = await screen.findByRole('article', { name: 'Pro · 6 months' });
    expect(pro.textContent).toContain('60 coins');
    expect(pro.textContent).toContain('Unlimited practice');
    expect(pro.textContent).toContain('Priority grading (up to 90% faster)');
    expect(pro.textContent).toContain('One free score report');
    expect(pro.textContent).toContain('20% off grading');
    expect(screen.getByRole('article', { name: 'Pro · Lifetime' }).textContent).toContain('240 coins');
    const sat = screen.getByRole('article', { name: 'SAT plan · 1 month' });
    expect(sat.textContent).toContain('3 full tests a day');
    expect(sat.textContent).toContain('1 free score report');
    expect(sat.textContent).not.toContain('One free score report');
    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.getByTestId('current-plan').textContent).toContain('Free plan: 2 full tests and 5 section practices a day');
  });

  it('confirms with the price and the balance left, buys with an Idempotency-Key, then the header shows the crown', async () => {
    let bought = false;
    // The profile the app fetches again after buying: now pro, with the new balance.
    const me: Handler = () => ({ body: { user: makeUser(bought ? { balance: 40, all_roles: ['student', 'pro'] } : { balance: 100 }) } });
    const buyPlan: Handler = () => {
      bought = true;
      return purchased;
    };
    const { server, store } = start('/plans', buyPlan, 100, { 'GET auth/me': me });
    expect(screen.queryByRole('img', { name: 'Pro member' })).toBeNull();
    await buy('Pro · 6 months');
    const dialog = await screen.findByRole('dialog', { name: 'Buy Pro · 6 months?' });
    expect(within(dialog).getByTestId('purchase-price').textContent).toBe('60 coins');
    expect(within(dialog).getByTestId('purchase-balance').textContent).toBe('100 coins');
    expect(within(dialog).getByTestId('purchase-remaining').textContent).toBe('40 coins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.ui.toasts.map((t) => t.text)).toContain('Pro · 6 months is now yours, active until Sep 5, 2026.');
    expect(await screen.findByRole('img', { name: 'Pro member' })).toBeTruthy();
    expect(store.session.user?.balance).toBe(40);
    const calls = purchaseCalls(server);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('retries a failed purchase with the same Idempotency-Key; a new purchase gets a new one', async () => {
    let tries = 0;
    const { server } = start('/plans', () =>
      ++tries === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } } : purchased,
    );
    await buy('Pro · 6 months');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(purchaseCalls(server)).toHaveLength(1));
    // The failure leaves the dialog open; confirming again is the same action.
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await buy('Pro · 6 months');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(purchaseCalls(server)).toHaveLength(3));

    const [first, retry, next] = purchaseCalls(server).map((c) => c.headers.get('idempotency-key'));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('turns 402 point_is_not_enough into the insufficient coins prompt, which leads to the deposit panel', async () => {
    const { router } = start('/plans', { status: 402, body: { code: 'point_is_not_enough', message: 'Not enough coins.' } });
    await buy('Pro · 6 months');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm purchase' }));

    const prompt = await screen.findByRole('dialog', { name: 'Not enough coins' });
    expect(within(prompt).getByTestId('insufficient-coins').textContent).toContain('Insufficient balance');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Deposit coins' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balance'));
    expect(router.state.location.search).toBe('?t-coins');
    expect(await screen.findByTestId('deposit-panel')).toBeTruthy();
  });

  it('shows the prompt without calling the server when the balance is already short', async () => {
    const { server } = start('/plans', purchased, 30);
    await screen.findByTestId('current-plan');
    await buy('Pro · 6 months');
    expect(await screen.findByRole('dialog', { name: 'Not enough coins' })).toBeTruthy();
    expect(screen.getByTestId('insufficient-coins').textContent).toContain('This costs 60 coins; your balance is 30 coins.');
    expect(purchaseCalls(server)).toHaveLength(0);
  });

  it('shows the current pro expiry and marks the plan to extend', async () => {
    window.localStorage.setItem('id_token', 'token');
    const server = fakeServer({
      ...loggedInRoutes(makeUser({ all_roles: ['student', 'pro'], pro_expired_at: '2030-01-31T12:00:00.000Z' })),
      'GET plans': { body: PLANS },
      'GET wallet': { body: wallet({ is_pro: true, pro_expired_at: '2030-01-31T12:00:00.000Z', report_allowance: 2 }) },
    });
    renderApp('/Pro', server.fetch);
    expect((await screen.findByTestId('current-plan')).textContent).toContain('Pro member until Jan 31, 2030');
    expect(screen.getByTestId('current-plan').textContent).toContain('2 score report unlocks left');
    const card = await screen.findByRole('article', { name: 'Pro · 6 months' });
    expect(card.textContent).toContain('Buy again to extend');
    // /Pro lists the pro plans only.
    expect(screen.queryByRole('article', { name: 'SAT plan · 1 month' })).toBeNull();
  });

  it('sends a visitor who wants to buy to Login', async () => {
    const server = fakeServer({ 'GET tenant': { body: testTenant }, 'GET plans': { body: PLANS } });
    const { router } = renderApp('/plans', server.fetch);
    await buy('Pro · 6 months');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls.some((c) => c.path === 'wallet')).toBe(false);
  });
});
