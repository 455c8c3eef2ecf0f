import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GradingOrderDto } from '@app/shared';
import { makeUser, type Reply } from '../../../test/fake-server';
import { studentOrder } from '../../teacher-grading/__tests__/fixtures';
import { PDF_RETRY_MS } from '../components/pdf-download';
import { gradedResult } from './fixtures';
import { pdfFile, start } from './render';

describe('score report (/result/:id)', () => {
  it('shows the total with its range, section scores, the comparison, domain bars, outcomes and the leaves note', async () => {
    start('/result/5', { 'GET results/5': { body: gradedResult() } });

    expect(await screen.findByRole('heading', { name: 'Score report' })).toBeTruthy();
    expect(screen.getByText('Digital SAT practice test 1')).toBeTruthy();
    expect(screen.getByTestId('total-score').textContent).toContain('1350');
    expect(screen.getByText('out of 400–1600')).toBeTruthy();

    const rw = within(screen.getByTestId('section-score-reading-writing'));
    expect(rw.getByText('Reading and Writing')).toBeTruthy();
    expect(rw.getByTestId('section-scaled').textContent).toContain('680');
    expect(rw.getByText('Score range 650–710')).toBeTruthy();
    expect(rw.getByText('Raw score 40/54')).toBeTruthy();
    expect(rw.getByText('Harder module 2')).toBeTruthy();
    expect(within(screen.getByTestId('section-score-math')).getByText('Easier module 2')).toBeTruthy();

    const comparison = screen.getByTestId('previous-comparison');
    expect(comparison.getAttribute('data-change')).toBe('40');
    expect(comparison.textContent).toContain('+40 since your previous attempt (Nov 1, 2026)');

    expect(screen.getByTestId('leaves-note').textContent).toContain(
      'You left the test page 2 times for 10 seconds or longer (another page or tab, a closed window). Reloading the page is not counted.',
    );
    expect(screen.getByTestId('breakdown-craft-and-structure').getAttribute('data-percent')).toBe('75');
    expect(screen.getByTestId('breakdown-craft-and-structure').textContent).toContain('9/12 correct · 75%');
    expect(screen.getByTestId('breakdown-words-in-context').getAttribute('data-percent')).toBe('80');

    const badges = screen.getAllByTestId('outcome-badge').map((b) => [b.getAttribute('data-outcome'), b.textContent]);
    expect(badges).toEqual([
      ['correct', 'Correct'],
      ['wrong', 'Wrong'],
      ['omitted', 'Omitted'],
      ['unscored', 'Unscored'],
    ]);
    const wrong = within(screen.getByTestId('question-row-101'));
    expect(wrong.getByText('A')).toBeTruthy();
    expect(wrong.getByText('C')).toBeTruthy();
    expect(wrong.getByText('1:15')).toBeTruthy();
    expect(wrong.getByTestId('marked')).toBeTruthy();
    expect(within(screen.getByTestId('question-row-102')).getByText('—')).toBeTruthy();
    expect(within(screen.getByTestId('question-row-100')).queryByTestId('marked')).toBeNull();

    expect(screen.getByRole('link', { name: 'Review questions' }).getAttribute('href')).toBe('/viewTest?attempt=5');
    expect(screen.getByRole('link', { name: 'Review question 2 of Reading and Writing, module 1' }).getAttribute('href')).toBe(
      '/viewTest?attempt=5&question=101',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('says a fall and no leaves without a note', async () => {
    start('/result/5', { 'GET results/5': { body: gradedResult({ total: 1290, leaveCount: 0 }) } });
    const comparison = await screen.findByTestId('previous-comparison');
    expect(comparison.textContent).toContain('−20 since your previous attempt');
    expect(screen.queryByTestId('leaves-note')).toBeNull();
  });

  it('shows "Grading your test..." while the result is grading', async () => {
    start('/result/5', { 'GET results/5': { body: gradedResult({ status: 'grading', total: null, questions: [] }) } });
    expect(await screen.findByText('Grading your test...')).toBeTruthy();
    expect(screen.queryByTestId('total-score')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('sends an unknown attempt to the not-found page', async () => {
    const { router } = start('/result/77');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('score report teacher grading', () => {
  const noOrder: Reply = { body: null };
  const created: GradingOrderDto = {
    id: 9,
    attempt_id: 5,
    service: 'score',
    price: 10,
    list_price: 10,
    priority: false,
    status: 'pending',
    created_at: '2026-03-01T10:00:00.000Z',
  };

  it('offers the owner the order panel when the attempt has no order (the lookup answers null), asking once, and no feedback yet', async () => {
    const { server } = start('/result/5', { 'GET results/5': { body: gradedResult() }, 'GET attempts/5/grading-order': noOrder });
    const section = await screen.findByTestId('teacher-grading');
    expect(section.getAttribute('aria-label')).toBe('Teacher grading');
    expect(await within(section).findByTestId('order-grading-panel')).toBeTruthy();
    expect(within(section).getByTestId('grading-price-simple_comments').textContent).toBe('30 coins');
    expect(within(section).queryByTestId('grading-feedback')).toBeNull();
    expect(server.calls.filter((c) => c.path === 'attempts/5/grading-order')).toHaveLength(1);
  });

  it("shows the owner the teacher's feedback and no order panel once the attempt has an order", async () => {
    start('/result/5', {
      'GET results/5': { body: gradedResult() },
      'GET attempts/5/grading-order': { body: studentOrder({ attempt_id: 5, status: 'in_review' }) },
    });
    const feedback = await screen.findByTestId('grading-feedback');
    expect(feedback.getAttribute('data-status')).toBe('in_review');
    expect(screen.queryByTestId('order-grading-panel')).toBeNull();
  });

  it('after an order, the feedback view loads the order again and shows it pending', async () => {
    let order: Reply = noOrder;
    start('/result/5', {
      'GET results/5': { body: gradedResult() },
      'GET attempts/5/grading-order': () => order,
      'POST grading-orders': () => {
        order = { body: studentOrder({ attempt_id: 5, service: 'simple_comments', status: 'pending' }) };
        return { status: 201, body: created };
      },
    });
    fireEvent.click(await screen.findByTestId('order-grading-simple_comments'));
    const dialog = await screen.findByRole('dialog', { name: 'Order Teacher review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay and order' }));
    expect(await screen.findByTestId('grading-ordered')).toBeTruthy();
    expect((await screen.findByTestId('grading-feedback')).getAttribute('data-status')).toBe('pending');
  });

  it("hides the section from an admin reading someone else's report, without asking for the order", async () => {
    const { server } = start('/result/5', {
      'GET auth/me': { body: { user: makeUser({ id: 1, all_roles: ['admin'] }) } },
      'GET results/5': { body: gradedResult() },
      'GET attempts/5/grading-order': noOrder,
    });
    expect(await screen.findByTestId('total-score')).toBeTruthy();
    expect(screen.queryByTestId('teacher-grading')).toBeNull();
    expect(server.calls.some((c) => c.path === 'attempts/5/grading-order' || c.path === 'wallet')).toBe(false);
  });

  it('shows no teacher grading while the result is still grading', async () => {
    start('/result/5', { 'GET results/5': { body: gradedResult({ status: 'grading', total: null, questions: [] }) } });
    expect(await screen.findByText('Grading your test...')).toBeTruthy();
    expect(screen.queryByTestId('teacher-grading')).toBeNull();
  });
});

describe('score report PDF', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the PDF through the API client with the bearer token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server } = start('/result/5', { 'GET results/5': { body: gradedResult({ pdfUnlocked: true }) } }, { 'GET results/5/pdf': pdfFile });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = server.calls.find((c) => c.path === 'results/5/pdf');
    expect(call?.headers.get('authorization')).toBe('Bearer token');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(screen.queryByTestId('pdf-locked')).toBeNull();
  });

  it('while the PDF is still rendering (202) asks again after 2 s, then downloads it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let asked = 0;
    const rendering = () =>
      new Response(JSON.stringify({ status: 'rendering', message: 'Still rendering.' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    start(
      '/result/5',
      { 'GET results/5': { body: gradedResult({ pdfUnlocked: true }) } },
      { 'GET results/5/pdf': () => (++asked === 1 ? rendering() : pdfFile()) },
    );
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(button);
      await waitFor(() => expect(asked).toBe(1));
      expect(click).not.toHaveBeenCalled();
      expect(button.hasAttribute('disabled')).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(PDF_RETRY_MS));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(asked).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on 402 print_pdf_forbidden says the report is not unlocked and offers the unlock button and the way back', async () => {
    start('/result/5', {
      'GET results/5': { body: gradedResult() },
      'GET results/5/pdf': { status: 402, body: { code: 'print_pdf_forbidden', message: 'Not unlocked.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const notice = await screen.findByTestId('pdf-locked');
    expect(notice.textContent).toContain('Unlocking adds the score report as a PDF');
    expect(notice.textContent).not.toContain('not unlocked');
    expect(within(notice).getByTestId('unlock-report-5')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Back to score report' }));
    expect(screen.queryByTestId('pdf-locked')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
  it('after unlocking from the 402 notice (coins), the download runs', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let unlocked = false;
    const locked = () =>
      new Response(JSON.stringify({ code: 'print_pdf_forbidden', message: 'Not unlocked.' }), {
        status: 402,
        headers: { 'content-type': 'application/json' },
      });
    const report = (isUnlocked: boolean) => ({
      attempt_id: 5,
      unlocked: isUnlocked,
      method: isUnlocked ? 'coins' : null,
      unlocked_at: null,
      balance: isUnlocked ? 20 : 30,
      report_allowance: 0,
    });
    const { server } = start(
      '/result/5',
      {
        'GET results/5': { body: gradedResult() },
        'GET score-reports/5': { body: report(false) },
        'GET wallet': {
          body: {
            balance: 30,
            is_pro: false,
            pro_expired_at: null,
            sat_plan_expired_at: null,
            report_allowance: 0,
            pro_free_report_available: false,
          },
        },
        'POST score-reports/5/unlock': () => {
          unlocked = true;
          return { body: report(true) };
        },
      },
      { 'GET results/5/pdf': () => (unlocked ? pdfFile() : locked()) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    fireEvent.click(within(await screen.findByTestId('pdf-locked')).getByRole('button', { name: 'Unlock the PDF' }));
    expect((await screen.findByTestId('unlock-method')).textContent).toContain('10 coins (your balance: 30)');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((c) => c.path === 'results/5/pdf')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('pdf-locked')).toBeNull());
  });
});
