import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import { renderWith } from '../../../test/render-with';
import { RolesEditor } from '../components/roles-editor';
import { lockedRoles, toggleRole } from '../roles';
import { adminUser } from './fixtures';

const box = (role: string) => screen.getByTestId(`role-${role}`) as HTMLInputElement;

describe('role rules', () => {
  it('lock only the viewer’s own super-admin', () => {
    const me = adminUser({ id: 7, all_roles: ['super-admin', 'teacher'] });
    expect([...lockedRoles(me, 7)]).toEqual(['super-admin']);
    expect(lockedRoles(me, 8).size).toBe(0);
    expect(lockedRoles(adminUser({ id: 7, all_roles: ['teacher'] }), 7).size).toBe(0);
  });

  it('never untick a locked role, and keep a stable order', () => {
    const locked = new Set<Role>(['super-admin']);
    expect(toggleRole(['super-admin', 'teacher'], 'super-admin', false, locked)).toEqual(['super-admin', 'teacher']);
    expect(toggleRole(['student'], 'teacher', true)).toEqual(['teacher', 'student']);
    expect(toggleRole(['teacher', 'student'], 'teacher', false)).toEqual(['student']);
  });
});

describe('RolesEditor', () => {
  it('shows the viewer’s own super-admin ticked and disabled, with the reason', () => {
    const me = adminUser({ id: 7, username: 'ada', all_roles: ['super-admin', 'teacher'] });
    renderWith(<RolesEditor user={me} viewerId={7} onSave={vi.fn()} />);
    expect(box('super-admin').checked).toBe(true);
    expect(box('super-admin').disabled).toBe(true);
    expect(box('teacher').disabled).toBe(false);
    expect(screen.getByText('You cannot remove your own super-admin role.')).toBeTruthy();
    expect(box('super-admin').getAttribute('aria-describedby')).toBe('roles-locked');
  });

  it('lets the admin take super-admin from someone else', () => {
    renderWith(<RolesEditor user={adminUser({ id: 9, all_roles: ['super-admin'] })} viewerId={7} onSave={vi.fn()} />);
    expect(box('super-admin').disabled).toBe(false);
    expect(screen.queryByText('You cannot remove your own super-admin role.')).toBeNull();
  });

  it('saves the ticked roles and keeps pro, which the pro panel owns', async () => {
    const onSave = vi.fn(async () => {});
    const { store } = renderWith(<RolesEditor user={adminUser({ all_roles: ['student', 'pro'] })} viewerId={7} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save roles' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed yet
    await userEvent.click(screen.getByLabelText('Teacher'));
    await userEvent.click(screen.getByLabelText('Student'));
    await userEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['teacher', 'pro']));
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toContain('Roles saved.'));
  });

  it('shows the server’s refusal at the roles', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        code: 'VALIDATION_FAILED',
        message: 'Pick at least one role.',
        errors: { roles: ['Pick at least one role.'] },
      });
    });
    renderWith(<RolesEditor user={adminUser({ all_roles: ['student'] })} viewerId={7} onSave={onSave} />);
    await userEvent.click(screen.getByLabelText('Student'));
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect((await screen.findByTestId('roles-error')).textContent).toBe('Pick at least one role.');
  });
});
