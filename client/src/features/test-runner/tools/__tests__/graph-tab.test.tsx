import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Chart } from 'function-plot';
import { WithIntl } from '../../../questions/__tests__/intl';
import { GraphTab } from '../graph-tab';

// The real function-plot (it draws in jsdom): the lines reach the SVG and closed graphs leave its cache.
describe('GraphTab with function-plot', () => {
  it('draws a line per valid expression and drops its chart from the cache on unmount', async () => {
    const before = Object.keys(Chart.cache).length;
    const { unmount } = render(
      <WithIntl>
        <GraphTab mode="rad" />
      </WithIntl>,
    );
    const plot = screen.getByTestId('graph-plot');
    expect(plot.querySelector('svg')).not.toBeNull();
    expect(plot.querySelectorAll('path.line')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Expression 1' }), 'y=x^2-3');
    expect(plot.querySelectorAll('path.line')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(plot.querySelectorAll('path.line')).toHaveLength(1);

    unmount();
    expect(Object.keys(Chart.cache).length).toBe(before);
  });
});
