import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PaymentDto } from '@app/shared';
import { renderWith } from '../../../test/render-with';
import type { Handler, Reply } from '../../../test/fake-server';
import { adminUser } from '../../admin-users/__tests__/fixtures';
import { ADMIN_PAGE_SIZE } from '../../admin-users/queries';
import { PaymentsPage } from '../pages/payments-page';
import { paged, payment } from './fixtures';

/** The address the page wrote, so filter changes can be read back from the URL. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** The page at `url`; records the query string of each list call. */
function open(url: string, rows: PaymentDto[], more: Record<string, Handler | Reply> = {}, total = rows.length) {
  const asked: string[] = [];
  const view = renderWith(
    <>
      <PaymentsPage />
      <Address />
    </>,
    { 'GET admin/payments': ({ url: u }) => (asked.push(u.search), paged(rows, total)), ...more },
    url,
  );
  return { asked, ...view };
}

const cash = payment({ id: 41, provider: 'cash', currency: 'USD', coins: 100, amount: 1000, total: 1000 });
const card = payment({ id: 42, provider: 'card', currency: 'USD', coins: 50, amount: 500, fee: 25, total: 525 });

describe('the admin payments page', () => {
  it('opens on pending payments and offers the confirmation for manual ones only', async () => {
    const { asked } = open('/admin/payments', [cash, card]);
    const row = await screen.findByTestId('payment-row-41');
    expect(asked).toEqual([`?status=pending&page=1&per_page=${ADMIN_PAGE_SIZE}`]);
    expect((screen.getByTestId('payments-status') as HTMLSelectElement).value).toBe('pending');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // The payer by name and e-mail, not "User #5" (issue 12 item 16).
    expect(cells.slice(0, 5)).toEqual(['#41', 'Mei Chenmei@example.com', 'Cash', '$10.00', '100']);
    expect(within(row).getByTestId('payment-status').textContent).toBe('Pending');
    expect(within(row).getByRole('link', { name: 'Mei Chen' }).getAttribute('href')).toBe('/admin/user/5');
    expect(within(row).getByTestId('payment-confirm-41')).toBeTruthy();
    expect(within(screen.getByTestId('payment-row-42')).queryByTestId('payment-confirm-42')).toBeNull();
  });

  it('reads the status filter from the URL and writes a new choice back, the default left out', async () => {
    const { asked } = open('/admin/payments?status=paid&page=2', [payment({ status: 'paid' })], {}, 45);
    await screen.findByTestId('payment-row-41');
    expect(asked).toEqual([`?status=paid&page=2&per_page=${ADMIN_PAGE_SIZE}`]);
    expect((screen.getByTestId('payments-status') as HTMLSelectElement).value).toBe('paid');

    await userEvent.selectOptions(screen.getByTestId('payments-status'), 'all');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/payments?status=all'));
    await waitFor(() => expect(asked.at(-1)).toBe(`?page=1&per_page=${ADMIN_PAGE_SIZE}`));

    await userEvent.click(await screen.findByTestId('pager-next'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/payments?status=all&page=2'));

    await userEvent.selectOptions(screen.getByTestId('payments-status'), 'pending');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/payments'));
    await waitFor(() => expect(asked.at(-1)).toBe(`?status=pending&page=1&per_page=${ADMIN_PAGE_SIZE}`));
  });

  it('drops a status the server does not know', async () => {
    const { asked } = open('/admin/payments?status=refunded', []);
    expect(await screen.findByText('No payments are waiting for confirmation.')).toBeTruthy();
    expect(asked).toEqual([`?status=pending&page=1&per_page=${ADMIN_PAGE_SIZE}`]);
  });

  it('confirms with the received total and a key, then shows the row paid', async () => {
    const confirms: { body: unknown; key: string | null }[] = [];
    const { store } = open('/admin/payments', [cash], {
      'GET admin/users/5': { body: adminUser() },
      'POST admin/payments/41/confirm': ({ body, headers }) => {
        confirms.push({ body, key: headers.get('idempotency-key') });
        return { body: { ...cash, status: 'paid', confirmed_at: '2026-11-21T08:00:00.000Z' } };
      },
    });
    await userEvent.click(await screen.findByTestId('payment-confirm-41'));

    const dialog = await screen.findByTestId('confirm-modal');
    expect(await within(dialog).findByText('Grace Hopper · grace@example.com')).toBeTruthy();
    expect(within(dialog).getByTestId('confirm-payment-amount').textContent).toBe('$10.00');
    expect(within(dialog).getByTestId('confirm-payment-coins').textContent).toBe('100');
    await userEvent.type(within(dialog).getByTestId('confirm-payment-total'), '10.00');
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));

    const row = screen.getByTestId('payment-row-41');
    await waitFor(() => expect(within(row).getByTestId('payment-status').textContent).toBe('Paid'));
    expect(within(row).queryByTestId('payment-confirm-41')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('confirm-modal')).toBeNull());
    expect(confirms).toHaveLength(1);
    expect(confirms[0].body).toEqual({ total: 1000 });
    expect(confirms[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.ui.toasts.map((t) => t.text)).toContain('Payment confirmed; the coins were credited.');
  });

  it('shows a refused total on its field, keeps the dialog, and sends the corrected request under a new key', async () => {
    const confirms: { body: unknown; key: string | null }[] = [];
    open('/admin/payments', [cash], {
      'GET admin/users/5': { status: 500, body: { code: 'SERVER_ERROR', message: 'Boom.' } },
      'POST admin/payments/41/confirm': ({ body, headers }) => {
        confirms.push({ body, key: headers.get('idempotency-key') });
        return (body as { total?: number }).total === 999
          ? { status: 422, body: { code: 'VALIDATION_ERROR', message: 'Invalid.', errors: { total: ['The total does not match.'] } } }
          : { body: { ...cash, status: 'paid' } };
      },
    });
    await userEvent.click(await screen.findByTestId('payment-confirm-41'));
    const dialog = await screen.findByTestId('confirm-modal');
    // The payer could not be read: the dialog still names them by id.
    expect(within(dialog).getByTestId('confirm-payment-user').textContent).toBe('#5');

    const total = within(dialog).getByTestId('confirm-payment-total');
    await userEvent.type(total, '1.2.3');
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect(await within(dialog).findByText('Enter an amount such as 350 or 12.50.')).toBeTruthy();
    expect(confirms).toHaveLength(0);

    await userEvent.clear(total);
    await userEvent.type(total, '9.99');
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(total.classList.contains('is-invalid')).toBe(true));
    expect(within(dialog).getAllByText('The total does not match.').length).toBeGreaterThan(0);
    expect(screen.getByTestId('confirm-modal')).toBeTruthy();

    await userEvent.clear(total);
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(within(screen.getByTestId('payment-row-41')).getByTestId('payment-status').textContent).toBe('Paid'));
    expect(confirms.map((c) => c.body)).toEqual([{ total: 999 }, {}]);
    expect(confirms[1].key).not.toBe(confirms[0].key);
  });

  it('reuses the key when the same request is sent again after its answer was lost', async () => {
    const keys: (string | null)[] = [];
    let first = true;
    open('/admin/payments', [cash], {
      'POST admin/payments/41/confirm': ({ headers }) => {
        keys.push(headers.get('idempotency-key'));
        if (first) {
          first = false;
          throw new TypeError('network down');
        }
        return { body: { ...cash, status: 'paid' } };
      },
    });
    await userEvent.click(await screen.findByTestId('payment-confirm-41'));
    const dialog = await screen.findByTestId('confirm-modal');
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByTestId('confirm-ok').hasAttribute('disabled')).toBe(false));
    await userEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(within(screen.getByTestId('payment-row-41')).getByTestId('payment-status').textContent).toBe('Paid'));
    expect(keys[1]).toBe(keys[0]);
  });
});
