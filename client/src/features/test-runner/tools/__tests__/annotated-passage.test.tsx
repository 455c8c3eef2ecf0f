import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HighlightDto } from '@app/shared';
import { WithIntl } from '../../../questions/__tests__/intl';
import { AnnotatedPassage } from '../annotated-passage';

const HTML = '<p>The <em>river</em> rose quickly.</p><p>Farmers moved uphill.</p>';
// Plain text: "The river rose quickly.Farmers moved uphill."

function Harness({ initial = [] as HighlightDto[], enabled = true, onChange = (_: HighlightDto[]) => {} }) {
  const [highlights, setHighlights] = useState(initial);
  return (
    <WithIntl>
      <AnnotatedPassage
        html={HTML}
        highlights={highlights}
        enabled={enabled}
        onChange={(next) => {
          onChange(next);
          setHighlights(next);
        }}
      />
    </WithIntl>
  );
}

const passage = () => screen.getByTestId('annotated-passage');

/** Selects from (text node containing `from`, at its index) to (text node containing `to`, after it), then releases the mouse. */
function select(from: string, to: string) {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(passage(), NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const a = nodes.find((n) => n.data.includes(from))!;
  const b = nodes.find((n) => n.data.includes(to))!;
  const range = document.createRange();
  range.setStart(a, a.data.indexOf(from));
  range.setEnd(b, b.data.indexOf(to) + to.length);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent.mouseUp(passage());
}

describe('AnnotatedPassage', () => {
  it('renders the sanitized passage; its text is what the offsets count', () => {
    render(<Harness />);
    expect(passage().textContent).toBe('The river rose quickly.Farmers moved uphill.');
    expect(passage().querySelector('em')?.textContent).toBe('river');
  });

  it('draws stored highlights as marks across element boundaries', () => {
    render(<Harness initial={[{ start: 4, end: 14, color: 'blue' }]} />);
    const marks = Array.from(passage().querySelectorAll('mark'));
    expect(marks.map((m) => m.textContent).join('')).toBe('river rose');
    expect(marks.every((m) => m.classList.contains('tr-hl-blue'))).toBe(true);
    expect(passage().textContent).toBe('The river rose quickly.Farmers moved uphill.');
  });

  it('highlights a selection in the chosen colour, by plain-text offsets', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    select('river', 'rose');
    await userEvent.click(screen.getByRole('button', { name: 'Highlight pink' }));
    expect(onChange).toHaveBeenLastCalledWith([{ start: 4, end: 14, color: 'pink' }]);
    expect(screen.queryByTestId('highlight-popover')).toBeNull();

    // A second selection spanning both paragraphs.
    select('quickly', 'Farmers');
    await userEvent.click(screen.getByRole('button', { name: 'Highlight yellow' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { start: 4, end: 14, color: 'pink' },
      { start: 15, end: 30, color: 'yellow' },
    ]);
  });

  it('adds a note from a selection; the note is a marker screen readers can read', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    select('Farmers', 'uphill');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Effect of the flood');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onChange).toHaveBeenLastCalledWith([{ start: 23, end: 43, color: 'yellow', note: 'Effect of the flood' }]);
    const marker = screen.getByRole('button', { name: 'Note: Effect of the flood' });
    expect(marker).toBeTruthy();
    // The marker is not passage text: offsets stay valid.
    expect(passage().textContent).toBe('The river rose quickly.Farmers moved uphill.');
  });

  it('clicking a highlight lets the student recolour it, edit its note or delete it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={[{ start: 4, end: 9, color: 'yellow', note: 'old' }]} />);
    await userEvent.click(passage().querySelector('mark')!);
    expect(screen.getByRole('button', { name: 'Highlight yellow' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Highlight blue' }));
    expect(onChange).toHaveBeenLastCalledWith([{ start: 4, end: 9, color: 'blue', note: 'old' }]);

    await userEvent.click(passage().querySelector('mark')!);
    await userEvent.click(screen.getByRole('button', { name: 'Edit note' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect((note as HTMLTextAreaElement).value).toBe('old');
    await userEvent.clear(note);
    await userEvent.type(note, 'new');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(onChange).toHaveBeenLastCalledWith([{ start: 4, end: 9, color: 'blue', note: 'new' }]);

    await userEvent.click(passage().querySelector('mark')!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete highlight' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(passage().querySelector('mark')).toBeNull();
  });

  it('opens from the keyboard; Escape closes it without a change and gives the focus back', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={[{ start: 4, end: 9, color: 'yellow' }]} />);
    const mark = passage().querySelector('mark')!;
    mark.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Highlight yellow' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('highlight-popover')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(mark);
  });

  it('disabled: highlights show, but selecting or clicking does nothing', async () => {
    render(<Harness enabled={false} initial={[{ start: 4, end: 9, color: 'yellow' }]} />);
    select('rose', 'quickly');
    expect(screen.queryByTestId('highlight-popover')).toBeNull();
    await userEvent.click(passage().querySelector('mark')!);
    expect(screen.queryByTestId('highlight-popover')).toBeNull();
  });

  it('keeps its highlights across re-renders and closes the popover when the passage changes', async () => {
    const highlights = [{ start: 4, end: 9, color: 'yellow' }];
    const view = (html: string) => (
      <WithIntl>
        <AnnotatedPassage html={html} highlights={highlights} onChange={() => {}} enabled />
      </WithIntl>
    );
    const { rerender } = render(view(HTML));
    await userEvent.click(passage().querySelector('mark')!);
    expect(screen.getByTestId('highlight-popover')).toBeTruthy();
    rerender(view(HTML));
    expect(passage().querySelector('mark')?.textContent).toBe('river');
    expect(screen.getByTestId('highlight-popover')).toBeTruthy();

    rerender(view('<p>Another passage entirely.</p>'));
    expect(screen.queryByTestId('highlight-popover')).toBeNull();
    expect(passage().querySelector('mark')?.textContent).toBe('her p');
  });
});
