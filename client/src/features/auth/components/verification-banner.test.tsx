import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { RootStore } from '../../../stores/root-store';
import { fakeServer, makeUser } from '../../../test/fake-server';
import { VerificationBanner } from './verification-banner';

function setup(verified: string | null) {
  const server = fakeServer({ 'POST auth/email/request-verify': { body: { message: 'Verification email sent' } } });
  const store = new RootStore({ fetch: server.fetch });
  store.session.setUser(makeUser({ id: 42, email_verified_at: verified }));
  render(
    <AppProviders store={store}>
      <MemoryRouter>
        <VerificationBanner />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, server };
}

describe('VerificationBanner', () => {
  it('is not shown to verified users', () => {
    setup('2024-01-01T00:00:00.000Z');
    expect(screen.queryByTestId('verify-banner')).toBeNull();
  });

  it('sends the verification mail after confirmation', async () => {
    const { store, server } = setup(null);
    await userEvent.click(screen.getByTestId('verify-banner-send'));
    await userEvent.click(await screen.findByTestId('verify-confirm-ok'));

    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toContain('Verification email sent'));
    expect(server.calls.find((c) => c.path === 'auth/email/request-verify')?.body).toEqual({ user_id: 42 });
  });

  it('says "Canceled" and sends nothing when the prompt is dismissed', async () => {
    const { store, server } = setup(null);
    await userEvent.click(screen.getByTestId('verify-banner-send'));
    await userEvent.click(await screen.findByTestId('verify-confirm-cancel'));

    expect(store.ui.toasts.map((t) => t.text)).toContain('Canceled');
    expect(server.calls.some((c) => c.path === 'auth/email/request-verify')).toBe(false);
  });
});
