import { render, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/shared';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RoleArea } from '@app/shared';
import { AppProviders } from '../../app/providers';
import { RootStore } from '../../stores/root-store';
import { fakeServer, loggedInRoutes, makeUser } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { AreaNav } from './area-nav';

function renderNav(area: RoleArea | undefined, path: string, user = makeUser({ all_roles: ['teacher'], grader: true })) {
  window.localStorage.setItem('lang', 'EN-US');
  const store = new RootStore({ fetch: fakeServer({}).fetch });
  store.session.setUser(user);
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AreaNav area={area} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('the area navigation', () => {
  it('links every admin page and marks the current one only', async () => {
    renderNav('admin', '/admin/users/logs');
    const nav = await screen.findByRole('navigation', { name: 'Admin pages' });
    expect(links(nav)).toEqual([
      ['Practices', '/admin/practices'],
      ['Questions', '/admin/allQuestions'],
      ['Users', '/admin/users'],
      ['Companies', '/admin/company'],
      ['Payments', '/admin/payments'],
      ['Transactions', '/admin/transactions'],
      ['Activity log', '/admin/users/logs'],
      ['Analytics', '/analytics'],
      ['Students', '/students'],
      ['Results', '/admin/results'],
      ['Grading', '/admin/grading'],
      ['Courses', '/admin/courses'],
      ['Private lessons', '/admin/private-lessons'],
      ['Enrollments', '/admin/enrollments'],
      ['Orders', '/admin/orders'],
      ['Salary', '/admin/salary'],
      ['Contact inbox', '/admin/contact-messages'],
      ['Banners', '/admin/notifications'],
      ['Site texts', '/admin/site-texts'],
      ['Subjects', '/admin/subjects'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Activity log');
  });

  it('links the teacher pages, classes first', async () => {
    renderNav('teacher', '/teacher/courses');
    const nav = await screen.findByRole('navigation', { name: 'Teacher pages' });
    expect(links(nav)).toEqual([
      ['Classes', '/classes-i-created'],
      ['Students', '/teacher/users'],
      ['Courses', '/teacher/courses'],
      ['Private lessons', '/teacher/private-lessons'],
      ['Lesson logs', '/teacher/lessons'],
      ['My pay', '/teacher/pay'],
      ['Practices', '/teacher/practices'],
      ['Questions', '/teacher/allQuestions'],
      ['Results', '/teacher/results'],
      ['Grading', '/teacher/grading'],
    ]);
  });

  it('leaves the grading queue out for a teacher no admin made a grader (it would answer 403)', async () => {
    renderNav('teacher', '/teacher/courses', makeUser({ all_roles: ['teacher'], grader: false }));
    const nav = await screen.findByRole('navigation', { name: 'Teacher pages' });
    expect(links(nav).map(([label]) => label)).not.toContain('Grading');
    expect(links(nav)).toHaveLength(9);
  });

  it('links the company pages', async () => {
    renderNav('company', '/company/classes');
    const nav = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(links(nav)).toEqual([
      ['Courses', '/company/courses'],
      ['Students', '/company/users'],
      ['Teachers', '/company/teachers'],
      ['Enrollments', '/company/enrollments'],
      ['Orders', '/company/orders'],
      ['Classes', '/company/classes'],
      ['Private lessons', '/company/private-lessons'],
      ['Results', '/company/results'],
      ['Company info', '/company/info'],
      ['Salary', '/company/salary'],
    ]);
  });

  it('shows nothing outside the role areas', () => {
    const { container } = renderNav(undefined, '/');
    expect(container.querySelector('nav')).toBeNull();
  });

  it('stands above every admin page of the app, including /students, for admins only', async () => {
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    const admin = fakeServer({
      ...loggedInRoutes(makeUser({ all_roles: ['super-admin'] })),
      'GET admin/payments': { body: { data: [], current_page: 1, total: 0 } },
    });
    const { unmount } = renderApp('/admin/payments', admin.fetch);
    await screen.findByTestId('payments-page');
    expect(screen.getByTestId('admin-nav')).toBeTruthy();
    expect(within(screen.getByTestId('admin-nav')).getByRole('link', { current: 'page' }).textContent).toBe('Payments');
    unmount();

    const student = fakeServer(loggedInRoutes(makeUser({ all_roles: ['student'] })));
    renderApp('/students', student.fetch);
    await screen.findByTestId('forbidden-page');
    expect(screen.queryByTestId('admin-nav')).toBeNull();
  });
});
