import { Route, Routes } from 'react-router-dom';
import type { Handler, Reply } from '../../../test/fake-server';
import { renderWith } from '../../../test/render-with';
import { UserDetailPage } from '../pages/user-detail-page';
import { adminUser, paged } from './fixtures';

/** The user page against a fake server: grace (id 5) with 30 points. */
export function openUser(routes: Record<string, Handler | Reply> = {}) {
  return renderWith(
    <Routes>
      <Route path="/admin/user/:id" element={<UserDetailPage />} />
      <Route path="/admin/users" element={<p>users list</p>} />
    </Routes>,
    {
      'GET admin/users/5': { body: adminUser() },
      'GET admin/users/5/user-exams': paged([]),
      'GET admin/transactions-logs': paged([]),
      ...routes,
    },
    '/admin/user/5',
  );
}
