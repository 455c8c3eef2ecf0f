import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_POINT_MAX } from '@app/shared';
import type { fakeServer } from '../../../test/fake-server';
import { parsePoints } from '../points';
import { openUser } from './open-user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('parsePoints', () => {
  it('takes a whole number from 1 to the server’s maximum', () => {
    expect(parsePoints(' 25 ')).toEqual({ value: 25 });
    expect(parsePoints(String(ADMIN_POINT_MAX))).toEqual({ value: ADMIN_POINT_MAX });
  });

  it('names what is wrong otherwise', () => {
    expect(parsePoints('')).toEqual({ error: 'required' });
    expect(parsePoints('  ')).toEqual({ error: 'required' });
    expect(parsePoints('1.5')).toEqual({ error: 'integer' });
    expect(parsePoints('1e3')).toEqual({ error: 'integer' });
    expect(parsePoints('ten')).toEqual({ error: 'integer' });
    expect(parsePoints('0')).toEqual({ error: 'positive' });
    expect(parsePoints('-3')).toEqual({ error: 'positive' });
    expect(parsePoints(String(ADMIN_POINT_MAX + 1))).toEqual({ error: 'max' });
  });
});

const amountField = () => screen.findByLabelText('Amount of points');
type Call = ReturnType<typeof fakeServer>['calls'][number];
const postsTo = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('giving and deducting points', () => {
  it('refuses an amount that is not a positive whole number without calling the server', async () => {
    const { server } = openUser();
    const amount = await amountField();
    for (const [typed, message] of [
      ['', 'Enter a number of points.'],
      ['2.5', 'Enter a whole number of points.'],
      ['0', 'Enter a number greater than 0.'],
      ['-4', 'Enter a number greater than 0.'],
      [String(ADMIN_POINT_MAX + 1), `At most ${ADMIN_POINT_MAX.toLocaleString('en-US')} points at a time.`],
    ]) {
      await userEvent.clear(amount);
      if (typed) await userEvent.type(amount, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Give points' }));
      expect(screen.getByText(message)).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.queryByTestId('confirm-modal')).toBeNull();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('gives points after a confirmation naming the new balance, with an Idempotency-Key, and shows the new balance', async () => {
    const { server } = openUser({
      'POST admin/user/5/give-point': ({ body }) => ({ body: { user_id: 5, entry_id: 1, amount: (body as { point: number }).point, balance: 55 } }),
    });
    await userEvent.type(await amountField(), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Give points' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('grace gets 25 points: the balance goes from 30 to 55.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give points' }));

    expect((await screen.findByTestId('points-done')).textContent).toBe('Points given. New balance: 55.');
    expect(screen.getByTestId('points-balance').textContent).toBe('55');
    const [call] = postsTo(server.calls, 'admin/user/5/give-point');
    expect(call.body).toEqual({ point: 25 });
    expect(call.headers.get('idempotency-key')).toMatch(UUID);
    // The history reloads to show the new row.
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'admin/transactions-logs')).toHaveLength(2));
  });

  it('uses a new key for each action', async () => {
    const { server } = openUser({ 'POST admin/user/5/give-point': { body: { user_id: 5, entry_id: 1, amount: 1, balance: 31 } } });
    for (let i = 0; i < 2; i += 1) {
      await userEvent.type(await amountField(), '1');
      await userEvent.click(screen.getByRole('button', { name: 'Give points' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give points' }));
      await screen.findByTestId('points-done');
    }
    const keys = postsTo(server.calls, 'admin/user/5/give-point').map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a change whose answer was lost with the same key, and sends the note', async () => {
    let attempts = 0;
    const { server } = openUser({
      'POST admin/user/5/give-point': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: { user_id: 5, entry_id: 1, amount: 5, balance: 35 } };
      },
    });
    await userEvent.type(await amountField(), '5');
    await userEvent.type(screen.getByLabelText(/Note for the transaction log/), 'Contest prize');
    for (let i = 0; i < 2; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Give points' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give points' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect((await screen.findByTestId('points-done')).textContent).toBe('Points given. New balance: 35.');
    const calls = postsTo(server.calls, 'admin/user/5/give-point');
    expect(calls.map((c) => c.body)).toEqual([
      { point: 5, notes: 'Contest prize' },
      { point: 5, notes: 'Contest prize' },
    ]);
    expect(calls[0].headers.get('idempotency-key')).toBe(calls[1].headers.get('idempotency-key'));
  });

  it('explains a refused deduction (402 point_is_not_enough) with the real balance', async () => {
    const { server } = openUser({
      'POST admin/user/5/deduct-point': { status: 402, body: { code: 'point_is_not_enough', message: 'Not enough points.' } },
      'GET admin/users/5/balance': { body: { user_id: 5, balance: 12 } },
    });
    await userEvent.type(await amountField(), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Deduct points' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('40 points are taken from grace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deduct points' }));

    const error = await screen.findByTestId('points-error');
    await waitFor(() => expect(error.textContent).toBe('The user does not have that many points: the balance is 12, so at most 12 can be deducted.'));
    expect(screen.getByTestId('points-balance').textContent).toBe('12');
    expect(postsTo(server.calls, 'admin/user/5/deduct-point')[0].body).toEqual({ point: 40 });
    expect(screen.queryByTestId('points-done')).toBeNull();
  });
});
