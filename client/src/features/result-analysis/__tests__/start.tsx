import { vi } from 'vitest';
import type { Role } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser, type Handler, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

/** chart.js needs a canvas jsdom lacks: the chart is a stub that shows what it was given. */
export const chartStub = {
  SeriesChart: ({
    labels,
    datasets,
    ariaLabel,
    percent,
  }: {
    labels: string[];
    datasets: { values: unknown[] }[];
    ariaLabel: string;
    percent?: boolean;
  }) => (
    <div role="img" aria-label={ariaLabel} data-testid="chart" data-percent-axis={percent ? 'yes' : 'no'}>
      {JSON.stringify({ labels, values: datasets.map((d) => d.values) })}
    </div>
  ),
};

/**
 * The whole app at `path` (real routes, areas and guards), logged in with `roles`, the analysis calls
 * answered by `routes`, and `files` ("METHOD path" -> a non-JSON response such as the CSV).
 */
export function start(
  path: string,
  routes: Record<string, Handler | Reply> = {},
  roles: Role[] = ['super-admin'],
  files: Record<string, () => Response> = {},
) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({ ...loggedInRoutes(makeUser({ all_roles: roles })), ...routes });
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const file = files[`${(init.method ?? 'GET').toUpperCase()} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '')}`];
    const answer = await server.fetch(input, init); // recorded in server.calls either way
    return file ? file() : answer;
  }) as unknown as typeof globalThis.fetch;
  return { server, ...renderApp(path, fetch) };
}

export const csvFile = () => new Response('attempt,student\n31,grace\n', { status: 200, headers: { 'content-type': 'text/csv' } });
