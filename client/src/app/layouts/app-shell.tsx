import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay';
import { NoticeDialog } from '../../components/notice-dialog';
import { AreaNav } from '../../components/area-nav/area-nav';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { RouteGuard } from '../../components/guards/route-guard';
import { ToastStack } from '../../components/toast-stack';
import { DocumentSync } from '../document-sync';
import { VisitorProgressMerge } from '../../features/flashcards';
import { mergeHandles } from '../../lib/routing/route-handle';
import { BareLayout } from './bare-layout';
import { MainLayout } from './main-layout';

// Only a partner's `?token=` link needs it, and it shows the same spinner as its fallback: off the first
// page's scripts (the 170 KB budget, scripts/check-bundle.mjs).
const PartnerTokenLogin = lazy(() => import('../../components/guards/partner-token-login').then((m) => ({ default: m.PartnerTokenLogin })));

/** The root route: global overlays, partner-token login, the route guard and the layout. */
export function AppShell() {
  const matches = useMatches();
  const { search } = useLocation();
  const handle = mergeHandles(matches);
  const partnerToken = handle.ownsTokenParam ? null : new URLSearchParams(search).get('token');
  const Layout = handle.bare ? BareLayout : MainLayout;

  return (
    <>
      <DocumentSync />
      <VisitorProgressMerge />
      {partnerToken ? (
        <Suspense fallback={<FullPageSpinner />}>
          <PartnerTokenLogin token={partnerToken} />
        </Suspense>
      ) : (
        <Layout>
          <RouteGuard handle={handle}>
            {/* Inside the guard: only people allowed into the area see its links. */}
            <AreaNav area={handle.area} />
            <Outlet />
          </RouteGuard>
        </Layout>
      )}
      <LoadingOverlay />
      <NoticeDialog />
      <ToastStack />
    </>
  );
}
