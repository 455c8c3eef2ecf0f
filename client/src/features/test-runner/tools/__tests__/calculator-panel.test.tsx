import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunctionPlotOptions } from 'function-plot';
import { CATALOGS } from '../../../../i18n/catalogs';
import { WithIntl } from '../../../questions/__tests__/intl';
import type { CalculatorHistoryEntry } from '../calculator-tab';

// function-plot needs SVG layout that jsdom lacks: record what it is asked to draw instead.
const plot = vi.hoisted(() => ({ calls: [] as FunctionPlotOptions[] }));
vi.mock('function-plot', () => ({
  default: (options: FunctionPlotOptions) => {
    plot.calls.push(options);
    return { removeAllListeners: () => {}, meta: {} };
  },
  Chart: { cache: {} },
}));

const { CalculatorPanel } = await import('../calculator-panel');
const en = CATALOGS['en-US'];

/** The runner keeps the history; here a harness does. */
function Harness({ onClose }: { onClose: () => void }) {
  const [history, setHistory] = useState<CalculatorHistoryEntry[]>([]);
  return <CalculatorPanel onClose={onClose} history={history} onHistory={setHistory} />;
}

const renderPanel = (onClose = vi.fn()) => {
  render(
    <WithIntl>
      <Harness onClose={onClose} />
    </WithIntl>,
  );
  return onClose;
};
const input = () => screen.getByRole('textbox', { name: 'Expression' });
const output = () => screen.getByTestId('calc-output');

beforeEach(() => {
  plot.calls = [];
});

describe('CalculatorPanel: calculator', () => {
  it('evaluates on Enter, shows an exact fraction as TeX and keeps a history', async () => {
    renderPanel();
    await userEvent.type(input(), '1/3+1/6{Enter}');
    expect(output().textContent).toContain('= 0.5');
    expect(screen.getByTestId('calc-fraction').textContent).toBe('\\(\\frac{1}{2}\\)');
    expect(screen.getByRole('button', { name: 'Use again: 1/3+1/6 = 0.5' })).toBeTruthy();

    await userEvent.clear(input());
    await userEvent.type(input(), '2^10{Enter}');
    expect(output().textContent).toContain('= 1024');
    expect(screen.queryByTestId('calc-fraction')).toBeNull();
    expect(screen.getByTestId('calc-history').querySelectorAll('li')).toHaveLength(2);

    // Up recalls earlier lines.
    await userEvent.clear(input());
    await userEvent.type(input(), '{ArrowUp}{ArrowUp}');
    expect((input() as HTMLInputElement).value).toBe('1/3+1/6');
  });

  it('shows an error message for bad input', async () => {
    renderPanel();
    await userEvent.type(input(), '2+*{Enter}');
    expect(output().textContent).toBe(en['testRunner.tools.calculator.errorSyntax']);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('switches between degrees and radians', async () => {
    renderPanel();
    expect(screen.getByRole('radio', { name: 'Deg' })).toHaveProperty('checked', true);
    await userEvent.type(input(), 'sin(30){Enter}');
    expect(output().textContent).toContain('= 0.5');
    await userEvent.click(screen.getByRole('radio', { name: 'Rad' }));
    await userEvent.click(screen.getByTestId('calc-evaluate'));
    expect(output().textContent).toContain('= -0.988031624093');
  });

  it('inserts functions from the keys at the cursor', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Insert sqrt(' }));
    await userEvent.type(input(), '16)');
    expect((input() as HTMLInputElement).value).toBe('sqrt(16)');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(output().textContent).toContain('= 4');
  });

  it('closes from its button and with Escape, and moves with the arrow keys', async () => {
    const onClose = renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Calculator' });
    const left = parseFloat(panel.style.left);
    screen.getByRole('button', { name: 'Move the calculator (arrow keys)' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(parseFloat(panel.style.left)).toBe(left - 48);

    await userEvent.click(screen.getByRole('button', { name: 'Close calculator' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    input().focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('CalculatorPanel: moving', () => {
  it('drags by its title bar, but not from the controls in it', async () => {
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Calculator' });
    const bar = screen.getByRole('heading', { name: 'Calculator' });
    const start = { left: parseFloat(panel.style.left), top: parseFloat(panel.style.top) };
    fireEvent.pointerDown(bar, { clientX: 500, clientY: 120, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 440, clientY: 170, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect({ left: parseFloat(panel.style.left), top: parseFloat(panel.style.top) }).toEqual({ left: start.left - 60, top: start.top + 50 });

    // A press on the Rad toggle is a click on it, not a drag.
    const rad = screen.getByText('Rad');
    fireEvent.pointerDown(rad, { clientX: 300, clientY: 120, pointerId: 2 });
    fireEvent.pointerMove(rad, { clientX: 200, clientY: 120, pointerId: 2 });
    expect(parseFloat(panel.style.left)).toBe(start.left - 60);
    await userEvent.click(rad);
    expect(screen.getByRole('radio', { name: 'Rad' })).toHaveProperty('checked', true);
  });
});

describe('CalculatorPanel: graph', () => {
  it('plots up to four expressions in x through mathjs', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Expression 1' }), 'y=2x+1');
    await waitFor(() => expect(plot.calls.at(-1)?.data).toHaveLength(1));
    const datum = plot.calls.at(-1)!.data![0];
    expect(typeof datum.fn).toBe('function');
    expect((datum.fn as (s: { x: number }) => number)({ x: 2 })).toBe(5);
    expect(screen.getByRole('img', { name: 'Graph of y=2x+1' })).toBeTruthy();

    const add = screen.getByRole('button', { name: 'Add expression' });
    await userEvent.click(add);
    await userEvent.type(screen.getByRole('textbox', { name: 'Expression 2' }), 'x^2-3');
    await waitFor(() => expect(plot.calls.at(-1)?.data).toHaveLength(2));
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.getAllByRole('textbox', { name: /Expression \d/ })).toHaveLength(4);
    expect(add).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove expression 1' }));
    await waitFor(() => expect(plot.calls.at(-1)?.data).toHaveLength(1));
  });

  it('says what is wrong with an expression it cannot plot, and zooms with the buttons', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Expression 1' }), 'y=2z');
    expect(screen.getByText(en['testRunner.tools.graph.errorUnknown'])).toBeTruthy();
    expect(plot.calls.at(-1)?.data).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(plot.calls.at(-1)?.xAxis?.domain).toEqual([-5, 5]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(plot.calls.at(-1)?.xAxis?.domain).toEqual([-10, 10]);
  });
});
