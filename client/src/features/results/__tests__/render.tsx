import { fakeServer, loggedInRoutes, makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

/** The whole app at `path`, logged in as a student, with the results routes answered by `routes`. */
export function start(path: string, routes: Record<string, Handler | Reply> = {}) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({ ...loggedInRoutes(makeUser()), ...routes });
  return { server, ...renderApp(path, server.fetch) };
}
