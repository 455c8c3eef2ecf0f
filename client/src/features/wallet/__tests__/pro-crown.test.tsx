import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@app/shared';
import { AppProviders } from '../../../app/providers';
import { AppHeader } from '../../../components/header/app-header';
import { RootStore } from '../../../stores/root-store';
import { fakeServer, makeUser } from '../../../test/fake-server';

function renderHeader(user: UserDto) {
  const store = new RootStore({ fetch: fakeServer({}).fetch });
  store.session.setUser(user);
  render(
    <AppProviders store={store}>
      <MemoryRouter>
        <AppHeader />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

describe('the pro crown in the header', () => {
  it('shows next to a pro user\u2019s name with the accessible label "Pro member"', () => {
    renderHeader(makeUser({ all_roles: ['student', 'pro'], pro_expired_at: '2999-01-01T00:00:00.000Z' }));
    const menu = screen.getByTestId('user-menu');
    expect(within(menu).getByRole('img', { name: 'Pro member' })).toBeTruthy();
    expect(menu.textContent).toContain('Ada Lovelace');
  });

  it('shows for lifetime pro (the role without an expiry)', () => {
    renderHeader(makeUser({ all_roles: ['pro'], pro_expired_at: null }));
    expect(screen.getByRole('img', { name: 'Pro member' })).toBeTruthy();
  });

  it('is translated', () => {
    window.localStorage.setItem('lang', 'ZH-TW');
    renderHeader(makeUser({ all_roles: ['pro'], lang: 'ZH-TW' }));
    expect(screen.getByRole('img', { name: 'Pro 會員' })).toBeTruthy();
  });

  it('is absent for free members, super-admins and an expired pro role', () => {
    renderHeader(makeUser({ all_roles: ['student'] }));
    expect(screen.queryByRole('img', { name: 'Pro member' })).toBeNull();
    renderHeader(makeUser({ all_roles: ['super-admin'] }));
    expect(screen.queryByRole('img', { name: 'Pro member' })).toBeNull();
    renderHeader(makeUser({ all_roles: ['pro'], pro_expired_at: '2000-01-01T00:00:00.000Z' }));
    expect(screen.queryByRole('img', { name: 'Pro member' })).toBeNull();
  });
});
