import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scoreTableProblem, SECTION_SCALE, TEST_SCORE_SCALE } from '@app/shared';
import { ScoreTableEditor } from '../components/score-table-editor';
import { fillEvenly } from '../score-table-model';
import { renderWith } from '../../../test/render-with';

describe('fillEvenly', () => {
  it('makes a valid table on both scales, from the minimum to the maximum', () => {
    for (const maxRaw of [0, 1, 7, 22, 44, 54]) {
      for (const scale of [SECTION_SCALE, TEST_SCORE_SCALE]) {
        const rows = fillEvenly(maxRaw, scale);
        expect(scoreTableProblem(rows, scale, maxRaw)).toBeNull();
        expect(rows[rows.length - 1].scaled).toBe(scale.max);
        if (maxRaw > 0) expect(rows[0].scaled).toBe(scale.min);
      }
    }
  });
});

describe('ScoreTableEditor', () => {
  it('flags a decreasing row, and "fill evenly" makes the table valid and savable', async () => {
    const onSave = vi.fn(async () => {});
    const rows = [
      { raw: 0, scaled: 200 },
      { raw: 1, scaled: 500 },
      { raw: 2, scaled: 400 },
      { raw: 3, scaled: 800 },
    ];
    renderWith(<ScoreTableEditor type="math" questionCount={3} rows={rows} onSave={onSave} />);

    const problem = screen.getByTestId('score-problem');
    expect(problem.getAttribute('data-problem')).toBe('validation.score_table.decreasing');
    expect(problem.textContent).toMatch(/must not go down/);
    expect(problem.textContent).toMatch(/row 2/);
    expect(screen.getByTestId('score-row-2').className).toContain('table-danger');
    expect((screen.getByTestId('score-save') as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByTestId('score-fill-evenly'));
    expect(screen.queryByTestId('score-problem')).toBeNull();
    expect(screen.getByTestId('score-valid')).toBeTruthy();

    await userEvent.click(screen.getByTestId('score-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    const [saved, maxRaw] = onSave.mock.calls[0] as unknown as [{ raw: number; scaled: number }[], number];
    expect(maxRaw).toBe(3);
    expect(scoreTableProblem(saved, SECTION_SCALE, 3)).toBeNull();
  });

  it('flags a score off the scale as the user types', async () => {
    renderWith(<ScoreTableEditor type="reading" questionCount={2} onSave={async () => {}} />);
    await userEvent.click(screen.getByTestId('score-fill-evenly'));
    await userEvent.clear(screen.getByTestId('score-scaled-1'));
    await userEvent.type(screen.getByTestId('score-scaled-1'), '55');
    expect(screen.getByTestId('score-problem').getAttribute('data-problem')).toBe('validation.score_table.range_test');
  });
});
