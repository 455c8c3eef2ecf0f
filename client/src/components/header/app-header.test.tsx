import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { RootStore } from '../../stores/root-store';
import { fakeServer, makeUser } from '../../test/fake-server';
import { AppHeader } from './app-header';

function renderHeader(store: RootStore) {
  return render(
    <AppProviders store={store}>
      <MemoryRouter>
        <AppHeader />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('AppHeader', () => {
  it('shows translated links in Traditional Chinese', () => {
    window.localStorage.setItem('lang', 'ZH-TW');
    const store = new RootStore({ fetch: fakeServer({}).fetch });
    renderHeader(store);

    const nav = screen.getByTestId('main-nav');
    expect(within(nav).getByTestId('nav-practice').textContent).toBe('練習');
    expect(within(nav).getByTestId('nav-results').textContent).toBe('成績');
    expect(within(nav).getByTestId('nav-classes').textContent).toBe('班級');
    expect(within(nav).getByTestId('nav-plans').textContent).toContain('方案');
    expect(within(nav).queryByText('Practice')).toBeNull();
    expect(screen.getByTestId('nav-results').getAttribute('href')).toBe('/testresults');
    expect(screen.getByTestId('header-login').textContent).toBe('登入');
    expect(screen.getByTestId('language-picker').textContent).toContain('繁體中文');
  });

  it('switches language from the picker and saves it for a logged-in user', async () => {
    const server = fakeServer({ 'PATCH lang': ({ body }) => ({ body: { user: makeUser({ lang: (body as { lang: 'ZH-CN' }).lang }) } }) });
    const store = new RootStore({ fetch: server.fetch });
    store.session.setUser(makeUser());
    renderHeader(store);

    expect(screen.getByTestId('nav-practice').textContent).toBe('Practice');
    await userEvent.click(screen.getByTestId('language-picker'));
    await userEvent.click(await screen.findByTestId('language-option-ZH-CN'));

    expect(screen.getByTestId('nav-practice').textContent).toBe('练习');
    expect(server.calls.find((c) => c.path === 'lang')?.body).toEqual({ lang: 'ZH-CN' });
    expect(window.localStorage.getItem('lang')).toBe('ZH-CN');
  });

  it('shows every logged-in user their coins, linking to the balance page, and the invitation page', async () => {
    const store = new RootStore({ fetch: fakeServer({}).fetch });
    const user = makeUser({ balance: 120 });
    store.session.setUser(user);
    renderHeader(store);

    await userEvent.click(screen.getByTestId('user-menu'));
    const balance = await screen.findByTestId('user-menu-balance');
    expect(balance.getAttribute('href')).toBe('/balance');
    expect(balance.textContent).toBe('Balance120 coins');
    expect(screen.getByTestId('user-menu-invite').getAttribute('href')).toBe('/invitation');
    expect(screen.getByTestId('user-menu-invite').textContent).toBe('Invite friends');

    // Spending or depositing elsewhere writes the new balance to the session (wallet-store.ts).
    act(() => store.session.updateUser({ ...user, balance: 1 }));
    expect(screen.getByTestId('user-menu-coins').textContent).toBe('1 coin');
  });

  it('offers role areas by role and logs out', async () => {
    window.localStorage.setItem('id_token', 'tok');
    const server = fakeServer({ 'POST auth/logout': { status: 204 } });
    const store = new RootStore({ fetch: server.fetch });
    store.session.setUser(makeUser({ all_roles: ['teacher'] }));
    renderHeader(store);

    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByTestId('user-menu-teacher')).toBeTruthy();
    expect(screen.queryByTestId('user-menu-admin')).toBeNull();
    await userEvent.click(screen.getByTestId('logout'));

    // The session ends once the login page is reached (user-menu.tsx).
    await waitFor(() => expect(window.localStorage.getItem('id_token')).toBeNull());
    expect(store.session.user).toBeNull();
    expect(store.ui.toasts.map((t) => t.text)).toContain('You have been logged out.');
    expect(server.calls.find((c) => c.path === 'auth/logout')?.headers.get('authorization')).toBe('Bearer tok');
  });
});

describe('header menus load on first use', () => {
  it('opens from the keyboard and keeps the focus on the toggle', async () => {
    const store = new RootStore({ fetch: fakeServer({}).fetch });
    store.session.setUser(makeUser());
    renderHeader(store);

    // Before first use the toggle is plain markup (the dropdown code is a lazy chunk, issue 17).
    expect(screen.queryByTestId('user-menu-profile')).toBeNull();
    screen.getByTestId('user-menu').focus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByTestId('user-menu-profile')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('user-menu'));
    expect(screen.getByTestId('user-menu').getAttribute('aria-expanded')).toBe('true');
  });
});
