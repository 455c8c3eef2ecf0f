import type { ReactNode } from 'react';

/**
 * The frame of these admin pages: the title, its actions, the page. The links between the admin pages
 * are the area's own (components/area-nav/admin-nav.tsx), shown above every admin page by the app shell.
 */
export function AdminPage({ title, actions, children, testId }: { title: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 fw-semibold mb-0">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
