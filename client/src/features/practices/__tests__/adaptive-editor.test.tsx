import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PracticePublicDto } from '@app/shared';
import { parseThreshold } from '../adaptive-model';
import { AdaptiveEditor } from '../components/adaptive-editor';
import { renderWith } from '../../../test/render-with';

const module = (id: number, section: 'reading-writing' | 'math', count: number): PracticePublicDto => ({
  id,
  title: `Module ${id}`,
  version: 'digital',
  kind: 'module',
  section,
  question_count: count,
  time_limit_seconds: 1920,
  tools: [],
});

const modules = {
  'GET practices': ({ url }: { url: URL }) => {
    const section = url.searchParams.get('section');
    const data =
      section === 'math'
        ? [module(4, 'math', 22), module(5, 'math', 22), module(6, 'math', 22)]
        : [module(1, 'reading-writing', 27), module(2, 'reading-writing', 27), module(3, 'reading-writing', 27)];
    return { body: { data, current_page: 1, total: data.length } };
  },
};

describe('parseThreshold', () => {
  it('accepts 0 to the module 1 length and nothing else', () => {
    expect(parseThreshold('0', 27)).toEqual({ value: 0 });
    expect(parseThreshold('27', 27)).toEqual({ value: 27 });
    expect(parseThreshold('28', 27)).toEqual({ error: 'range' });
    expect(parseThreshold('-1', 27)).toEqual({ error: 'range' });
    expect(parseThreshold('2.5', 27)).toEqual({ error: 'range' });
    expect(parseThreshold('', 27)).toEqual({ error: 'required' });
  });
});

describe('AdaptiveEditor', () => {
  it('refuses a routing threshold above the module 1 length and sends nothing', async () => {
    const { server } = renderWith(<AdaptiveEditor onSaved={() => {}} />, modules);
    await userEvent.type(screen.getByTestId('adaptive-title'), 'Practice test 2');
    await userEvent.click(screen.getByLabelText('Include this section', { selector: '#include-math' }));
    await screen.findAllByText('Module 1 (27 questions)');
    await userEvent.selectOptions(screen.getByTestId('reading-writing-module1'), '1');
    await userEvent.selectOptions(screen.getByTestId('reading-writing-easier'), '2');
    await userEvent.selectOptions(screen.getByTestId('reading-writing-harder'), '3');

    const threshold = screen.getByTestId('reading-writing-threshold');
    await userEvent.type(threshold, '30');
    expect(await screen.findByText('Enter a whole number from 0 to 27.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('adaptive-save'));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '15');
    expect(screen.queryByText('Enter a whole number from 0 to 27.')).toBeNull();
    expect(screen.getByTestId('reading-writing-threshold-help').textContent).toMatch(/15 or more correct goes to the harder module 2/);
  });
});
