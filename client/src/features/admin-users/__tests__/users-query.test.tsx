import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeServer, loggedInRoutes, makeUser } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { renderWith } from '../../../test/render-with';
import { UsersPage } from '../pages/users-page';
import { ADMIN_PAGE_SIZE, usersQuery } from '../queries';
import { adminUser, paged } from './fixtures';

describe('users search query and the URL', () => {
  it('reads the filters from the URL, dropping what the server would refuse', () => {
    expect(usersQuery.fromParams(new URLSearchParams('q=%20ada%20&role=teacher&page=3'))).toEqual({ q: 'ada', role: 'teacher', page: 3 });
    expect(usersQuery.fromParams(new URLSearchParams('role=wizard&page=-2'))).toEqual({ q: '', role: '', page: 1 });
    expect(usersQuery.fromParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
    expect(usersQuery.fromParams(new URLSearchParams('page=abc'))).toEqual(usersQuery.empty);
  });

  it('writes only what is set, and round-trips', () => {
    expect(usersQuery.toParams(usersQuery.empty).toString()).toBe('');
    const filters = { q: 'grace hopper', role: 'super-admin', page: 2 };
    const params = usersQuery.toParams(filters);
    expect(params.toString()).toBe('q=grace+hopper&role=super-admin&page=2');
    expect(usersQuery.fromParams(params)).toEqual(filters);
  });

  it('becomes the server’s query: blanks left out, always a page', () => {
    expect(usersQuery.toQuery(usersQuery.empty)).toEqual({ page: 1 });
    expect(usersQuery.toQuery({ q: ' ada ', role: 'teacher', page: 2 })).toEqual({ q: 'ada', role: 'teacher', page: 2 });
  });
});

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

describe('UsersPage', () => {
  it('asks GET admin/user with the URL’s filters, and typing or picking a role rewrites the URL from page 1', async () => {
    const asked: string[] = [];
    renderWith(
      <Routes>
        <Route
          path="/admin/users"
          element={
            <>
              <UsersPage />
              <Location />
            </>
          }
        />
      </Routes>,
      {
        'GET admin/user': ({ url }) => {
          asked.push(url.search);
          return paged([adminUser()], 45);
        },
      },
      '/admin/users?q=gr&page=2',
    );
    expect(await screen.findByTestId('user-row-5')).toBeTruthy();
    expect(asked).toEqual([`?q=gr&page=2&per_page=${ADMIN_PAGE_SIZE}`]);

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Teacher');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?q=gr&role=teacher'));
    await waitFor(() => expect(asked.at(-1)).toBe(`?q=gr&role=teacher&page=1&per_page=${ADMIN_PAGE_SIZE}`));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ace');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?q=grace&role=teacher'));
    await waitFor(() => expect(asked.at(-1)).toBe(`?q=grace&role=teacher&page=1&per_page=${ADMIN_PAGE_SIZE}`));
  });

  it('opens a user from the row', async () => {
    renderWith(
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/admin/user/:id" element={<p>user page</p>} />
      </Routes>,
      { 'GET admin/user': paged([adminUser()]) },
      '/admin/users',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'grace' }));
    expect(await screen.findByText('user page')).toBeTruthy();
  });
});

describe('the admin-only pages', () => {
  it('send a user without the super-admin role to 403, even /analytics and /students', async () => {
    for (const path of ['/students', '/analytics', '/admin/users']) {
      window.localStorage.setItem('id_token', 'token');
      const server = fakeServer(loggedInRoutes(makeUser({ all_roles: ['teacher'] })));
      const { router, unmount } = renderApp(path, server.fetch);
      await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
      unmount();
    }
  });

  it('show /students to a super-admin', async () => {
    window.localStorage.setItem('id_token', 'token');
    const server = fakeServer({ ...loggedInRoutes(makeUser({ all_roles: ['super-admin'] })), 'GET admin/students': paged([]) });
    renderApp('/students', server.fetch);
    expect(await screen.findByTestId('students-table-empty')).toBeTruthy();
    expect(server.calls.find((c) => c.path === 'admin/students')?.headers.get('authorization')).toBe('Bearer token');
  });
});
