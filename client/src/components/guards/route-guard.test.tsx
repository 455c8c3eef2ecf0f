import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, testTenant } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const lastPath = () => window.localStorage.getItem(STORAGE_KEYS.lastAccessRoutePath);

describe('route guard (spec sections 2 and 4)', () => {
  it('sends a tokenless visitor of a login-only page to /login and remembers the page', async () => {
    const { fetch } = fakeServer({ 'GET tenant': { body: testTenant } });
    const { router } = renderApp('/classes', fetch);

    await screen.findByTestId('login-form');
    expect(router.state.location.pathname).toBe('/login');
    expect(lastPath()).toBe('/classes');
  });

  it('after login goes to the remembered page', async () => {
    const user = makeUser();
    const server = fakeServer({
      ...loggedInRoutes(user),
      'POST auth/login': ({ body }) =>
        (body as { username?: string }).username === 'ada'
          ? { body: { access_token: 'tok', user } }
          : { status: 400, body: { code: 'UNAUTHORIZED', message: 'x' } },
    });
    const { router } = renderApp('/classes', server.fetch);
    await screen.findByTestId('login-form');

    await userEvent.type(screen.getByTestId('login-identifier'), 'ada');
    await userEvent.type(screen.getByTestId('login-password'), 'secret-pass');
    await userEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/classes'));
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('tok');
    expect(server.calls.find((c) => c.path === 'auth/login')?.body).toEqual({ username: 'ada', password: 'secret-pass' });
    await screen.findByTestId('my-classes-page');
  });

  it('shows "Incorrect username or password" for bad credentials', async () => {
    const { fetch } = fakeServer({
      'GET tenant': { body: testTenant },
      'POST auth/login': { status: 400, body: { code: 'UNAUTHORIZED', message: 'whatever the server says' } },
    });
    renderApp('/login', fetch);
    await userEvent.type(await screen.findByTestId('login-identifier'), 'ada@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong-pass');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Incorrect username or password.');
  });

  it('does not remember a public site page as the one to return to after login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.lastAccessRoutePath, '/profile');
    const { fetch } = fakeServer({ 'GET tenant': { body: testTenant } });
    const { router } = renderApp('/FAQ', fetch);

    await waitFor(() => expect(router.state.location.pathname).toBe('/FAQ'));
    await screen.findByRole('heading', { level: 1 });
    expect(lastPath()).toBe('/profile');
  });

  it('sends a visitor of the practice home to the landing page, but asks for the login after a logout', async () => {
    const visitor = renderApp('/', fakeServer({ 'GET tenant': { body: testTenant } }).fetch);
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/home'));
    visitor.unmount();

    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    const { fetch } = fakeServer({ ...loggedInRoutes(makeUser({ all_roles: ['student'] })), 'POST auth/logout': { status: 204 } });
    const { router, store } = renderApp('/', fetch);
    await waitFor(() => expect(store.session.user).not.toBeNull());
    act(() => store.session.logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a student who opens /admin to the 403 page and does not remember it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    window.localStorage.setItem(STORAGE_KEYS.lastAccessRoutePath, '/profile');
    const { fetch } = fakeServer(loggedInRoutes(makeUser({ all_roles: ['student'] })));
    const { router } = renderApp('/admin', fetch);

    await screen.findByTestId('forbidden-page');
    expect(router.state.location.pathname).toBe('/403');
    expect(lastPath()).toBe('/profile');
  });

  it('lets a super-admin into /admin, which lands on /admin/practices', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    const { fetch } = fakeServer(loggedInRoutes(makeUser({ all_roles: ['super-admin'] })));
    const { router } = renderApp('/admin', fetch);

    await screen.findByTestId('admin-practices');
    expect(router.state.location.pathname).toBe('/admin/practices');
    // The path is remembered by an effect after navigation; the (lazy) page may render first.
    await waitFor(() => expect(lastPath()).toBe('/admin/practices'));
  });

  it('remembers visited pages but not the excluded ones', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    const { fetch } = fakeServer(loggedInRoutes(makeUser()));
    const { router } = renderApp('/classes?from=header', fetch);
    await screen.findByTestId('my-classes-page');
    await waitFor(() => expect(lastPath()).toBe('/classes?from=header'));

    for (const path of ['/password/forgot', '/404', '/403', '/login']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
    await screen.findByTestId('login-form');
    expect(lastPath()).toBe('/classes?from=header');
  });

  it('sends unknown paths to the not-found page', async () => {
    const { fetch } = fakeServer({ 'GET tenant': { body: testTenant } });
    const { router } = renderApp('/no/such/page', fetch);
    await screen.findByTestId('not-found-page');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends a user with unfinished registration details to /register/details', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    const { fetch } = fakeServer({
      ...loggedInRoutes(makeUser({ all_roles: ['teacher'] })),
      'POST finish-bind': { body: { finishBind: false, role: 'teacher' } },
    });
    const { router } = renderApp('/', fetch);
    await screen.findByTestId('teacher-details-form');
    expect(router.state.location.pathname).toBe('/register/details');
  });

  it('clears an invalid token and goes to /login when the profile fetch answers 401', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'expired');
    const { fetch } = fakeServer({
      'GET tenant': { body: testTenant },
      'GET auth/me': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Please log in.' } },
    });
    const { router } = renderApp('/profile', fetch);
    await screen.findByTestId('login-form');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
  });

  it('logs in with a partner token, then removes the token from the URL', async () => {
    const user = makeUser();
    const server = fakeServer({
      ...loggedInRoutes(user),
      'POST sat/login/token': { body: { access_token: 'partner-session', user } },
    });
    const { router } = renderApp('/classes?token=abc.def.ghi&tab=2', server.fetch);

    await screen.findByTestId('my-classes-page');
    expect(router.state.location.pathname).toBe('/classes');
    expect(router.state.location.search).toBe('?tab=2');
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('partner-session');
    expect(server.calls.find((c) => c.path === 'sat/login/token')?.body).toEqual({ token: 'abc.def.ghi' });
  });

  it('leaves the token of a password link alone', async () => {
    const server = fakeServer({ 'GET tenant': { body: testTenant } });
    const { router } = renderApp('/password/reset?token=reset-token&email=ada%40example.com', server.fetch);
    await screen.findByTestId('reset-form');
    expect(router.state.location.search).toContain('token=reset-token');
    expect(server.calls.some((c) => c.path.endsWith('login/token'))).toBe(false);
  });
});
