import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithIntl } from '../../../questions/__tests__/intl';
import { LineReader } from '../line-reader';
import { ZoomControl } from '../zoom-control';

function ZoomHarness({ initial = 1 }) {
  const [zoom, setZoom] = useState(initial);
  return (
    <WithIntl>
      <ZoomControl value={zoom} onChange={setZoom} />
      <output data-testid="zoom">{zoom}</output>
    </WithIntl>
  );
}

describe('ZoomControl', () => {
  it('steps through the zoom levels, stops at the ends and resets to 100%', async () => {
    render(<ZoomHarness />);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toHaveProperty('disabled', true);
    await userEvent.click(zoomIn);
    expect(screen.getByTestId('zoom').textContent).toBe('1.25');
    expect(screen.getByTestId('zoom-level').textContent).toBe('125%');
    for (let i = 0; i < 5; i++) await userEvent.click(zoomIn);
    expect(screen.getByTestId('zoom').textContent).toBe('2');
    expect(zoomIn).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Reset zoom to 100%' }));
    expect(screen.getByTestId('zoom').textContent).toBe('1');
  });
});

describe('LineReader', () => {
  it('moves its window with the arrow keys and closes', async () => {
    const onClose = vi.fn();
    render(
      <WithIntl>
        <LineReader onClose={onClose} />
      </WithIntl>,
    );
    const clear = document.querySelector<HTMLElement>('.tr-line-window')!;
    const top = parseFloat(clear.style.top);
    screen.getByRole('button', { name: 'Move the line reader (arrow keys)' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(parseFloat(clear.style.top)).toBe(top + 32);
    await userEvent.keyboard('{ArrowUp}');
    expect(parseFloat(clear.style.top)).toBe(top + 16);
    await userEvent.click(screen.getByRole('button', { name: 'Close line reader' }));
    expect(onClose).toHaveBeenCalled();
  });
});
