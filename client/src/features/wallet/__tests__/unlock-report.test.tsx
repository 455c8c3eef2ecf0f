import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportUnlockDto, WalletDto } from '@app/shared';
import { makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { renderWith } from '../../../test/render-with';
import { UnlockReportButton } from '../components/unlock-report-button';
import { wallet } from '../../../test/wallet-fixtures';

const locked: ReportUnlockDto = { attempt_id: 12, unlocked: false, method: null, unlocked_at: null, balance: 50, report_allowance: 0 };

function start(w: WalletDto, unlock: Handler | Reply = { status: 201, body: { ...locked, unlocked: true, method: 'coins', balance: 40 } }) {
  const onUnlocked = vi.fn();
  const view = renderWith(<UnlockReportButton attemptId={12} onUnlocked={onUnlocked} />, {
    'GET score-reports/12': { body: locked },
    'GET wallet': { body: w },
    'POST score-reports/12/unlock': unlock,
  });
  view.store.session.setUser(makeUser({ balance: w.balance }));
  return { ...view, onUnlocked };
}

describe('score report unlock', () => {
  it('says it costs 10 coins, unlocks with an Idempotency-Key and reports the new balance', async () => {
    const { server, store, onUnlocked } = start(wallet({ balance: 50 }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlock the PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the score report PDF' });
    expect(within(dialog).getByTestId('unlock-method').textContent).toContain('10 coins (your balance: 50)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalledWith(expect.objectContaining({ unlocked: true, balance: 40 })));
    expect(store.session.user?.balance).toBe(40);
    expect(server.calls.find((c) => c.path === 'score-reports/12/unlock')?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('names the plan allowance or the free pro report when the server will use them', async () => {
    start(wallet({ report_allowance: 2, pro_free_report_available: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlock the PDF' }));
    expect((await screen.findByTestId('unlock-method')).getAttribute('data-method')).toBe('allowance');
    expect(screen.getByTestId('unlock-method').textContent).toContain("One of your plan's score reports (2 left)");
  });

  it('goes straight to the insufficient coins prompt when coins would be used and the balance is short', async () => {
    const { server } = start(wallet({ balance: 4 }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlock the PDF' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough coins' })).toBeTruthy();
    expect(server.calls.some((c) => c.path === 'score-reports/12/unlock')).toBe(false);
  });

  it('shows the insufficient coins prompt on 402 point_is_not_enough', async () => {
    start(wallet({ balance: 50 }), { status: 402, body: { code: 'point_is_not_enough', message: 'Not enough coins.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Unlock the PDF' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough coins' })).toBeTruthy();
  });
});
