import type { ReactNode } from 'react';

/** No header, footer or banners: test runner and class exam pages. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main className="app-frame" id="main" data-testid="bare-layout">
      {children}
    </main>
  );
}
