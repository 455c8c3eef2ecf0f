import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdaptiveSetPublicDto, PracticePublicDto } from '@app/shared';
import { fakeServer, loggedInRoutes, makeUser } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const drill: PracticePublicDto = {
  id: 31,
  title: 'Algebra drill',
  version: 'digital',
  kind: 'drill',
  section: 'math',
  question_count: 12,
  time_limit_seconds: 900,
  tools: ['calculator', 'reference-sheet'],
};
const module = (id: number): PracticePublicDto => ({
  ...drill,
  id,
  title: `Module ${id}`,
  kind: 'module',
  question_count: 22,
  time_limit_seconds: 2100,
});
const adaptive: AdaptiveSetPublicDto = {
  id: 9,
  title: 'Digital SAT practice test 1',
  version: 'digital',
  break_after_seconds: 600,
  sections: [{ position: 1, section: 'math', module1: module(1), easier_module2: module(2), harder_module2: module(3) }],
};
const paged = <T,>(data: T[]) => ({ body: { data, current_page: 1, total: data.length } });

function start(path: string) {
  window.localStorage.setItem('id_token', 'token');
  const server = fakeServer({
    ...loggedInRoutes(makeUser()),
    'GET practices': paged([drill, module(1), module(2), module(3)]),
    'GET adaptive-sets': paged([adaptive]),
    'GET practice-sets': paged([]),
  });
  return { server, ...renderApp(path, server.fetch) };
}

describe('the students\u2019 list of published tests', () => {
  it('shows a published practice as a card with section, count, time, tools and a Start that waits for the runner', async () => {
    const { server } = start('/practices');
    const card = await screen.findByTestId('practice-card-31');
    expect(card.textContent).toMatch(/Algebra drill/);
    expect(card.textContent).toMatch(/Math/);
    expect(card.textContent).toMatch(/12 questions/);
    expect(card.textContent).toMatch(/15 min/);
    expect(card.textContent).toMatch(/Graphing calculator, Reference sheet/);
    const startButton = screen.getByTestId('practice-card-31-start') as HTMLButtonElement;
    expect(startButton.disabled).toBe(true);
    expect(card.textContent).toMatch(/coming in the next release/);
    // The adaptive set's modules are taken through the set, not listed on their own.
    expect(screen.getByTestId('adaptive-card-9').textContent).toMatch(/44 questions/);
    expect(screen.queryByTestId('practice-card-1')).toBeNull();
    expect(server.calls.find((c) => c.path === 'practices')?.headers.get('authorization')).toBe('Bearer token');
  });

  it('is the practice home too', async () => {
    start('/');
    expect((await screen.findByTestId('home-greeting')).textContent).toMatch(/Ada/);
    expect(await screen.findByTestId('practice-card-31')).toBeTruthy();
    expect(screen.getByTestId('home-page')).toBeTruthy();
  });
});
