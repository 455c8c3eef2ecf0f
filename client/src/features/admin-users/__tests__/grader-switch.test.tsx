import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../test/render-with';
import { GraderSwitch } from '../components/grader-switch';
import { adminUser } from './fixtures';

const toggle = () => screen.getByTestId('grader-switch') as HTMLInputElement;

describe('GraderSwitch', () => {
  it('grants a teacher the grading queue and says so', async () => {
    const onChange = vi.fn(async () => {});
    const { store } = renderWith(<GraderSwitch user={adminUser({ all_roles: ['teacher'] })} onChange={onChange} />);
    expect(toggle().checked).toBe(false);
    expect(toggle().disabled).toBe(false);
    await userEvent.click(screen.getByLabelText('Grader'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toContain('The grading queue is now open to this teacher.'));
  });

  it('revokes it', async () => {
    const onChange = vi.fn(async () => {});
    renderWith(<GraderSwitch user={adminUser({ all_roles: ['teacher'], grader: true })} onChange={onChange} />);
    expect(toggle().checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Grader'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(false));
  });

  it('is off for a user without the teacher role, with the reason', () => {
    renderWith(<GraderSwitch user={adminUser({ all_roles: ['student'] })} onChange={vi.fn()} />);
    expect(toggle().disabled).toBe(true);
    expect(screen.getByText('Only teachers can be made graders: give this user the teacher role first.')).toBeTruthy();
  });
});
