import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, testTenant, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { entry, payment, wallet } from '../../../test/wallet-fixtures';

/** 45 ledger rows served 20 a page, newest first: every third one spends. */
const ROWS = Array.from({ length: 45 }, (_, i) =>
  entry(45 - i, i % 3 === 0 ? { type: 'purchase', amount: -20, notes: `Plan ${i}` } : { type: 'referral_bonus', amount: 10 }),
);
const ledger: Handler = ({ url }) => {
  const page = Number(url.searchParams.get('page'));
  return { body: { data: ROWS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), current_page: page, total: ROWS.length } };
};

const BANK = { bank: 'First Harbour Bank', account_name: 'Summit Prep Ltd', account_number: '0123-4567-8901', note: 'SWIFT FHBKTWTP' };
const EVERY_METHOD = { body: { methods: ['bank_transfer', 'check', 'cash', 'card', 'convenience_store'], bank_transfer: BANK } };

function start(path: string, routes: Record<string, Handler | Reply> = {}) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({
    ...loggedInRoutes(makeUser()),
    'GET wallet': { body: wallet({ balance: 1234 }) },
    'GET wallet/transactions': ledger,
    'GET payments/methods': EVERY_METHOD,
    ...routes,
  });
  return { server, ...renderApp(path, server.fetch) };
}

describe('/balance', () => {
  it('asks a visitor to log in', async () => {
    const server = fakeServer({ 'GET tenant': { body: testTenant } });
    renderApp('/balance', server.fetch);
    expect(await screen.findByTestId('wallet-login-prompt')).toBeTruthy();
    expect(server.calls.some((c) => c.path.startsWith('wallet'))).toBe(false);
  });

  it('shows the balance and pages the transactions 20 at a time with signed, localized rows', async () => {
    const { server } = start('/balance');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('1,234 coins');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);

    const first = screen.getByTestId('transaction-45');
    expect(first.textContent).toContain('Purchase');
    expect(within(first).getByTestId('transaction-amount').textContent).toBe('-20');
    expect(first.textContent).toContain('Plan 0');
    const second = screen.getByTestId('transaction-44');
    expect(second.textContent).toContain('Referral bonus');
    expect(within(second).getByTestId('transaction-amount').textContent).toBe('+10');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByTestId('transaction-25')).toBeTruthy();
    expect(screen.queryByTestId('transaction-45')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByTestId('transaction-1')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('row')).toHaveLength(5 + 1);
    const pages = server.calls.filter((c) => c.path === 'wallet/transactions');
    expect(pages.map((c) => c.headers.get('authorization'))).toEqual(['Bearer token', 'Bearer token', 'Bearer token']);
  });

  it('opens the deposit panel from ?t-coins (named route ToeflProfileBalance) and from the Deposit button', async () => {
    const { router } = start('/balance?t-coins');
    expect(await screen.findByTestId('deposit-panel')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-panel')).toBeNull());
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByTestId('deposit-panel')).toBeTruthy();
  });

  it('shows the 5% card fee before paying and sends the payer to Stripe Checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const { server } = start('/balance?t-coins', {
        'POST payments': ({ body }) => ({ status: 201, body: { ...(body as object), id: 5, checkout_url: 'https://checkout.stripe.test/c/5' } }),
      });
      await screen.findByLabelText('Coins to buy');
      await userEvent.click(screen.getByLabelText(/Credit card/));
      const coins = screen.getByLabelText('Coins to buy');
      await userEvent.clear(coins);
      await userEvent.type(coins, '100');
      expect(screen.getByText('Card fee (5%)')).toBeTruthy();
      expect(screen.getByTestId('deposit-summary-price').textContent).toBe('NT$1,000');
      expect(screen.getByTestId('deposit-summary-fee').textContent).toBe('NT$50');
      expect(screen.getByTestId('deposit-summary-total').textContent).toBe('NT$1,050');

      await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/5'));
      const call = server.calls.find((c) => c.path === 'payments' && c.method === 'POST')!;
      expect(call.body).toEqual({ provider: 'card', currency: 'TWD', coins: 100 });
      expect(call.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ends a bank transfer on its instructions, pending admin confirmation, with no fee', async () => {
    start('/balance?t-coins', {
      'POST payments': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 77, status: 'pending', amount: 2_500, fee: 0, total: 2_500, checkout_url: null, payment_code: null },
      }),
    });
    await screen.findByLabelText('Coins to buy');
    await userEvent.click(screen.getByLabelText(/Bank transfer/));
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'RMB');
    const coins = screen.getByLabelText('Coins to buy');
    await userEvent.clear(coins);
    await userEvent.type(coins, '10');
    expect(screen.queryByTestId('deposit-summary-fee')).toBeNull();
    expect(screen.getByTestId('deposit-summary-total').textContent).toBe('CN¥25.00');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect((await screen.findByTestId('deposit-pending')).textContent).toContain('10 coins');
    expect(screen.getByRole('heading', { name: 'Pending admin confirmation' })).toBeTruthy();
    expect(screen.getByTestId('deposit-instructions').textContent).toContain('payment number 77');
    // The operator's account, not "write to support".
    expect(screen.getByTestId('bank-account-number').textContent).toBe('0123-4567-8901');
    expect(screen.getByTestId('bank-account').textContent).toContain('First Harbour Bank');
    expect(screen.getByTestId('bank-account').textContent).toContain('SWIFT FHBKTWTP');
    expect(screen.getByTestId('deposit-instructions').textContent).not.toContain('write to');
  });

  it('offers only the methods the site set up and preselects one of them: card when offered, else the first', async () => {
    start('/balance?t-coins');
    await screen.findByLabelText('Coins to buy');
    expect((screen.getByLabelText(/Credit card/) as HTMLInputElement).checked).toBe(true);
  });

  it('without card and convenience store: bank transfer preselected, neither of the others offered', async () => {
    start('/balance?t-coins', { 'GET payments/methods': { body: { methods: ['bank_transfer'], bank_transfer: BANK } } });
    await screen.findByLabelText('Coins to buy');
    expect((screen.getByLabelText(/Bank transfer/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Credit card/)).toBeNull();
    expect(screen.queryByLabelText(/Convenience store/)).toBeNull();
  });

  it('with nothing set up, says whom to write to and offers no form', async () => {
    start('/balance?t-coins', { 'GET payments/methods': { body: { methods: [], bank_transfer: null } } });
    expect((await screen.findByTestId('deposit-unavailable')).textContent).toContain('Deposits cannot be made on this site yet');
    expect(screen.queryByRole('button', { name: 'Confirm deposit' })).toBeNull();
  });

  it('shows a convenience-store payment code and its expiry; the store takes TWD only', async () => {
    const { server } = start('/balance?t-coins', {
      'POST payments': ({ body }) => ({
        status: 201,
        body: {
          ...(body as object),
          id: 8,
          status: 'pending',
          total: 50_000,
          payment_code: 'CVS-123456',
          expires_at: '2026-03-08T15:59:00.000Z',
          checkout_url: null,
        },
      }),
    });
    await screen.findByLabelText('Coins to buy');
    await userEvent.click(screen.getByLabelText(/Convenience store/));
    expect(
      within(screen.getByLabelText('Currency'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New Taiwan dollar (TWD)']);
    await userEvent.selectOptions(screen.getByLabelText('Pay within'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect((await screen.findByTestId('deposit-payment-code')).textContent).toBe('CVS-123456');
    expect(screen.getByTestId('deposit-expiry').textContent).toMatch(/Pay by Mar 8, 2026/);
    expect(server.calls.find((c) => c.path === 'payments' && c.method === 'POST')?.body).toEqual({
      provider: 'convenience_store',
      currency: 'TWD',
      coins: 100,
      expires_in_days: 5,
    });
  });

  it('refuses a coin count that is not a whole number in range without calling the server', async () => {
    const { server } = start('/balance?t-coins');
    await screen.findByLabelText('Coins to buy');
    const coins = screen.getByLabelText('Coins to buy');
    await userEvent.clear(coins);
    await userEvent.type(coins, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Enter a whole number from 1 to 100000.')).toBeTruthy();
    expect(server.calls.some((c) => c.path === 'payments' && c.method === 'POST')).toBe(false);
  });

  it('after card checkout, says the coins arrived once the payment is paid and reloads the balance', async () => {
    let paid = false;
    const { server } = start('/balance?payment=5&status=success', {
      'GET payments/5': () => ({ body: { ...payment(5, 'card'), status: paid ? 'paid' : 'pending' } }),
    });
    const notice = await screen.findByTestId('card-return');
    await waitFor(() => expect(notice.getAttribute('data-outcome')).toBe('pending'));
    paid = true;
    await userEvent.click(within(notice).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByTestId('card-return').getAttribute('data-outcome')).toBe('paid'));
    expect(screen.getByTestId('card-return').textContent).toContain('100 coins were added');
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'wallet')).toHaveLength(2));
  });

  it('says a cancelled card checkout charged nothing', async () => {
    start('/balance?payment=5&status=cancel');
    expect((await screen.findByTestId('card-return')).textContent).toContain('nothing was charged');
  });

  it('lists the deposits still pending with their store code or payment number', async () => {
    start('/balance', {
      'GET payments': ({ url }) => {
        expect(url.searchParams.get('status')).toBe('pending');
        return {
          body: {
            data: [
              { ...payment(8, 'convenience_store'), payment_code: 'CVS-1', expires_at: '2026-03-08T15:59:00.000Z' },
              payment(9, 'bank_transfer'),
            ],
            current_page: 1,
            total: 2,
          },
        };
      },
    });
    const list = await screen.findByTestId('pending-payments');
    expect(within(list).getByTestId('pending-payment-8').textContent).toMatch(/Convenience store · 100 coins · NT\$1,000.*CVS-1, pay by Mar 8, 2026/);
    expect(within(list).getByTestId('pending-payment-9').textContent).toContain('Payment number 9, pending admin confirmation');
  });
});
