import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChoiceDto } from '@app/shared';
import { WithIntl } from '../../../questions/__tests__/intl';
import { ChoiceList } from '../choice-list';

const CHOICES: ChoiceDto[] = [
  { label: 'A', text: '<p>\\(x = 2\\)</p>' },
  { label: 'B', text: '<p>It <em>rains</em>.</p>' },
  { label: 'C', text: '<p>12</p>' },
  { label: 'D', text: '<p>None</p>' },
];

function Harness({ eliminatorOn = true, initialAnswer = '', initialEliminated = [] as string[] }) {
  const [answer, setAnswer] = useState(initialAnswer);
  const [eliminated, setEliminated] = useState<string[]>(initialEliminated);
  return (
    <WithIntl>
      <ChoiceList
        questionId={7}
        choices={CHOICES}
        answer={answer}
        eliminated={eliminated}
        eliminatorOn={eliminatorOn}
        onAnswer={setAnswer}
        onToggleEliminated={(l) => setEliminated((e) => (e.includes(l) ? e.filter((x) => x !== l) : [...e, l]))}
      />
      <output data-testid="state">{`${answer}|${eliminated.join(',')}`}</output>
    </WithIntl>
  );
}

const state = () => screen.getByTestId('state').textContent;
const radio = (name: string | RegExp) => screen.getByRole('radio', { name });

describe('ChoiceList', () => {
  it('is a radio group whose radios are named "Choice A: <plain text>"', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Answer choices' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['Choice A: x = 2', 'Choice B: It rains.', 'Choice C: 12', 'Choice D: None']);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    // One tab stop for the group.
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('chooses on click and marks the radio checked', async () => {
    render(<Harness />);
    await userEvent.click(radio('Choice B: It rains.'));
    expect(state()).toBe('B|');
    expect(radio(/Choice B/).getAttribute('aria-checked')).toBe('true');
    expect(radio(/Choice B/).tabIndex).toBe(0);
    expect(radio(/Choice A/).tabIndex).toBe(-1);
  });

  it('arrows move the focus (wrapping), Space and Enter choose', async () => {
    render(<Harness />);
    radio(/Choice A/).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(radio(/Choice C/));
    expect(state()).toBe('|'); // moving alone does not answer
    await userEvent.keyboard(' ');
    expect(state()).toBe('C|');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(radio(/Choice D/));
    await userEvent.keyboard('{Enter}');
    expect(state()).toBe('D|');
  });

  it('strikes a choice through and takes it back with Undo', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminate choice C' }));
    expect(state()).toBe('|C');
    expect(screen.getByTestId('choice-C').closest('.tr-choice-row')?.classList.contains('is-struck')).toBe(true);
    // A screen reader hears that it is eliminated.
    const describedBy = radio(/Choice C/).getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Eliminated');

    const undo = screen.getByRole('button', { name: 'Undo eliminating choice C' });
    expect(undo.textContent).toBe('Undo');
    await userEvent.click(undo);
    expect(state()).toBe('|');
  });

  it('choosing a struck choice un-strikes it', async () => {
    render(<Harness initialEliminated={['B', 'D']} />);
    await userEvent.click(radio(/Choice B/));
    expect(state()).toBe('B|D');
    expect(screen.getByTestId('choice-B').closest('.tr-choice-row')?.classList.contains('is-struck')).toBe(false);
  });

  it('striking the chosen answer removes the answer', async () => {
    render(<Harness initialAnswer="A" />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminate choice A' }));
    expect(state()).toBe('|A');
  });

  it('with the eliminator off: no strike buttons and no strikes drawn (they are kept)', () => {
    render(<Harness eliminatorOn={false} initialEliminated={['B']} />);
    expect(screen.queryByRole('button', { name: /Eliminate/ })).toBeNull();
    expect(document.querySelector('.is-struck')).toBeNull();
    expect(state()).toBe('|B');
  });
});
