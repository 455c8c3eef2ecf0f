import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from './fixtures';
import { openUser } from './open-user';

describe('the user page', () => {
  it('sets pro until the end of the picked day in GMT+8, and removes it after a confirmation', async () => {
    const until = '2099-12-31T15:59:59.000Z';
    const { server } = openUser({
      'PATCH admin/user/5/pro': { body: adminUser({ all_roles: ['student', 'pro'], pro_expired_at: until, taken_unlimited_expire_at: until }) },
      'DELETE admin/user/5/pro': { body: adminUser() },
    });
    const date = await screen.findByLabelText('Pro until');
    await userEvent.type(date, '2099-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Set pro expiry' }));
    await waitFor(() => expect(screen.getByTestId('admin-user-page').querySelector('[data-pro="yes"]')).toBeTruthy());
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ taken_unlimited_expire_at: '2099-12-31T23:59:59+08:00' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove pro' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove pro' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.path === 'admin/user/5/pro')).toBe(true));
    expect(await screen.findByText('Free member')).toBeTruthy();
  });

  it('refuses a day before today without calling the server', async () => {
    const { server } = openUser();
    await userEvent.type(await screen.findByLabelText('Pro until'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Set pro expiry' }));
    expect(screen.getByText('Pick today or a later day.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('deletes a user only after their username is typed, then goes back to the list', async () => {
    const { server } = openUser({ 'DELETE admin/users/5': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete user' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Type grace to confirm'), 'gracf');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(within(dialog).getByLabelText('Type grace to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type grace to confirm'), 'grace');
    await userEvent.click(confirm);
    expect(await screen.findByText('users list')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['admin/users/5']);
  });

  it('does not offer deleting one’s own account', async () => {
    openUser({ 'GET admin/users/5': { body: adminUser({ id: 7, username: 'ada', all_roles: ['super-admin'] }) } });
    expect(((await screen.findByRole('button', { name: 'Delete user' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You cannot delete your own account here.')).toBeTruthy();
  });
});
