import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fake-server';
import { renderWith } from '../../../test/render-with';
import { signedLinkFrom } from '../api';
import { ParentLinkPrompt } from '../components/parent-link-prompt';

const waiting = {
  data: [{ parent: { id: 12, username: 'mom', first_name: 'Mary', last_name: 'Major' }, requested_at: '2026-11-20T08:00:00.000Z' }],
};

function asStudent(routes: Parameters<typeof renderWith>[1]) {
  const view = renderWith(<ParentLinkPrompt />, routes, '/');
  view.store.session.setUser(makeUser({ all_roles: ['student'] }));
  return view;
}

describe('ParentLinkPrompt', () => {
  it('shows a waiting parent to the student and confirms', async () => {
    const { server, store } = asStudent({ 'GET parent-links': { body: waiting }, 'POST parent-links/12/confirm': { status: 204 } });
    expect(await screen.findByText(/asked on/)).toBeTruthy();
    expect(screen.getByText('Mary Major')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST parent-links/12/confirm'));
    await waitFor(() => expect(screen.queryByTestId('parent-link-prompt')).toBeNull());
    expect(store.ui.toasts.map((t) => t.text)).toContain('Confirmed: this parent can now follow your results.');
  });

  it('declines', async () => {
    const { server } = asStudent({ 'GET parent-links': { body: waiting }, 'POST parent-links/12/decline': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST parent-links/12/decline'));
  });

  it('asks nothing of someone who is not a student', async () => {
    const { server } = renderWith(<ParentLinkPrompt />, { 'GET parent-links': { body: waiting } }, '/');
    await new Promise((r) => setTimeout(r, 20));
    expect(server.calls).toEqual([]);
    expect(screen.queryByTestId('parent-link-prompt')).toBeNull();
  });
});

describe('signedLinkFrom', () => {
  it('reads a complete link and refuses a broken one', () => {
    const sig = 'ab'.repeat(32);
    expect(signedLinkFrom(new URLSearchParams(`parent=3&student=4&expires=99&signature=${sig}`))).toEqual({
      parent_id: 3,
      student_id: 4,
      expires: 99,
      signature: sig,
    });
    expect(signedLinkFrom(new URLSearchParams(`parent=3&student=x&expires=99&signature=${sig}`))).toBeNull();
    expect(signedLinkFrom(new URLSearchParams('parent=3&student=4&expires=99&signature=zz'))).toBeNull();
  });
});
