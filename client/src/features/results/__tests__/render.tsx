import { fakeServer, loggedInRoutes, makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { wallet } from '../../../test/wallet-fixtures';

/**
 * The whole app at `path`, logged in as a student, with the results routes answered by `routes` (JSON)
 * and `files` ("METHOD path" -> a non-JSON response such as a PDF, which the JSON fake server cannot send).
 * The owner's report loads the wallet for the teacher grading panel: a default one answers it.
 */
export function start(path: string, routes: Record<string, Handler | Reply> = {}, files: Record<string, () => Response> = {}) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({ ...loggedInRoutes(makeUser()), 'GET wallet': { body: wallet() }, ...routes });
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const file = files[`${(init.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '')}`];
    if (!file) return server.fetch(input, init);
    await server.fetch(input, init); // recorded in server.calls like any other request (its 404 answer is ignored)
    return file();
  }) as typeof globalThis.fetch;
  return { server, ...renderApp(path, fetch) };
}

export const pdfFile = () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
