import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GradingOrderDto, StudentGradingDto } from '@app/shared';
import { makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { renderWith } from '../../../test/render-with';
import { wallet } from '../../../test/wallet-fixtures';
import { GradingFeedback } from '../components/grading-feedback';
import { OrderGradingPanel } from '../components/order-grading-panel';
import { feedback, studentOrder } from './fixtures';

const created: GradingOrderDto = {
  id: 9,
  attempt_id: 12,
  service: 'simple_comments',
  price: 24,
  list_price: 30,
  priority: true,
  status: 'pending',
  created_at: '2026-03-01T10:00:00.000Z',
};

function panel(routes: Record<string, Handler | Reply>, existing: StudentGradingDto | null = null, machineScored = false) {
  const view = renderWith(<OrderGradingPanel attemptId={12} existing={existing} machineScored={machineScored} />, routes, '/result/12');
  view.store.session.setUser(makeUser({ balance: 100 }));
  return view;
}

describe('the order teacher grading panel', () => {
  it('offers a machine-scored test the teacher review only, without "score only" (issue 12 item 13)', async () => {
    panel({ 'GET wallet': { body: wallet({ balance: 100 }) } }, null, true);
    await screen.findByTestId('order-grading-panel');
    expect(screen.getByRole('heading', { name: 'Order a teacher review' })).toBeTruthy();
    expect(screen.getByTestId('grading-intro').textContent).toContain('counted automatically');
    expect(screen.queryByTestId('grading-service-score')).toBeNull();
    expect(screen.getByTestId('grading-service-simple_comments').textContent).toContain('Teacher review');
    expect(screen.getByTestId('grading-service-simple_comments').textContent).toContain('study plan');
    expect(screen.getByTestId('grading-service-vip_comments').textContent).toContain('VIP teacher review');
  });

  it('lists the three services at list price for free members', async () => {
    panel({ 'GET wallet': { body: wallet({ balance: 100 }) } });
    await screen.findByTestId('order-grading-panel');
    expect(screen.getByTestId('grading-price-score').textContent).toBe('10 coins');
    expect(screen.getByTestId('grading-price-simple_comments').textContent).toBe('30 coins');
    expect(screen.getByTestId('grading-price-vip_comments').textContent).toBe('60 coins');
    expect(screen.queryByTestId('grading-pro-perks')).toBeNull();
  });

  it("shows pro's 20% discount, buys with an Idempotency-Key and updates the balance", async () => {
    let balance = 100;
    const { server, store } = panel({
      'GET wallet': () => ({ body: wallet({ balance, is_pro: true }) }),
      'POST grading-orders': () => {
        balance -= 24;
        return { status: 201, body: created };
      },
    });
    await screen.findByTestId('order-grading-panel');
    expect(screen.getByTestId('grading-pro-perks').textContent).toContain('20% off and priority grading');
    const price = screen.getByTestId('grading-price-simple_comments');
    expect(price.querySelector('del')?.textContent).toBe('30 coins');
    expect(price.textContent).toContain('24 coins');

    await userEvent.click(screen.getByTestId('order-grading-simple_comments'));
    const dialog = await screen.findByRole('dialog', { name: 'Order Teacher review?' });
    expect(within(dialog).getByTestId('grading-confirm-body').textContent).toBe('24 coins will be taken from your balance of 100 coins.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay and order' }));
    expect(await screen.findByTestId('grading-ordered')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST' && c.path === 'grading-orders')!;
    expect(post.body).toEqual({ attempt_id: 12, service: 'simple_comments' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(store.session.user?.balance).toBe(76));
  });

  it('leads to the insufficient coins prompt when the balance is short or the server answers 402', async () => {
    panel({ 'GET wallet': { body: wallet({ balance: 20 }) } });
    await userEvent.click(await screen.findByTestId('order-grading-vip_comments'));
    expect(await screen.findByRole('dialog', { name: 'Not enough coins' })).toBeTruthy();
  });

  it('shows the prompt on 402 point_is_not_enough too', async () => {
    panel({
      'GET wallet': { body: wallet({ balance: 100 }) },
      'POST grading-orders': { status: 402, body: { code: 'point_is_not_enough', message: 'Not enough coins.' } },
    });
    await userEvent.click(await screen.findByTestId('order-grading-score'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay and order' }));
    expect(await screen.findByRole('dialog', { name: 'Not enough coins' })).toBeTruthy();
  });

  it('is hidden when the attempt already has an order', async () => {
    const { server } = panel({ 'GET wallet': { body: wallet() } }, studentOrder());
    await waitFor(() => expect(server.calls.some((c) => c.path === 'wallet')).toBe(true));
    // Let both answers land: with no order the panel would now show (first test).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('order-grading-panel')).toBeNull();
  });
});

describe('the grading feedback view', () => {
  const view = (order: StudentGradingDto | null) => renderWith(<GradingFeedback order={order} />, {}, '/result/12');

  it('shows nothing without an order', () => {
    view(null);
    expect(screen.queryByTestId('grading-feedback')).toBeNull();
  });

  it('says when a waiting or claimed order is expected', async () => {
    view(studentOrder({ status: 'in_review' }));
    expect((await screen.findByTestId('grading-waiting')).textContent).toMatch(
      /^A teacher is grading your test \(VIP teacher review\)\. Expected by /,
    );
  });

  it("shows the teacher's score, comments and per-question comments once done", async () => {
    view(studentOrder({ status: 'done', feedback: feedback() }));
    const card = await screen.findByTestId('grading-feedback');
    expect(within(card).getByTestId('feedback-score').textContent).toBe('1,380');
    expect(within(card).getByTestId('feedback-comments').textContent).toBe('Good pacing.\nWatch the signs.');
    expect(within(card).getByText('Module 2, question 4')).toBeTruthy();
    expect(within(card).getByText('Re-read the stem.')).toBeTruthy();
    expect(within(card).getByText(/^Graded by Ada Lovelace on /)).toBeTruthy();
  });

  it('a review of a machine-scored test: no teacher score beside the automatic one, titled and signed as a review', async () => {
    view(studentOrder({ status: 'done', feedback: feedback({ score: null }) }));
    const card = await screen.findByTestId('grading-feedback');
    expect(within(card).queryByTestId('feedback-score')).toBeNull();
    expect(within(card).getByRole('heading', { name: "Teacher's review" })).toBeTruthy();
    expect(within(card).getByTestId('feedback-comments').textContent).toBe('Good pacing.\nWatch the signs.');
    expect(within(card).getByText(/^Reviewed by Ada Lovelace on /)).toBeTruthy();
  });
});
