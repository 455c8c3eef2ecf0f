import { observer } from 'mobx-react-lite';
import { Card, Nav } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { rememberPath } from '../../../components/guards/last-path';
import { CatalogList, type CatalogLayout } from '../components/catalog-list';
import type { CatalogScope } from '../catalog-filters';
import { catalogMessages, studentListMessages as m } from '../messages';
import { PageHeader } from '../../../components/page-header';

type ListName = 'all' | 'adaptive' | 'practice' | 'sets';

/** The student lists of spec section 2 as tabs, each with what its catalog shows. */
const LISTS: Record<ListName, { path: string; tab: MessageDescriptor; scope: CatalogScope }> = {
  all: { path: '/practices', tab: m.tabAll, scope: {} },
  adaptive: { path: '/adaptive/detail/all', tab: m.tabAdaptive, scope: { type: 'adaptive' } },
  practice: { path: '/practice/detail/all', tab: m.tabPractice, scope: { type: 'practice' } },
  sets: { path: '/fullPractice/detail/all', tab: m.tabFull, scope: { type: 'fullPractice' } },
};

interface ListPageProps {
  /** The tab this page belongs to. */
  list: ListName;
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** Overrides the tab's scope (e.g. /fullPractice: every full test, sets and adaptive). */
  scope?: CatalogScope;
  layout?: CatalogLayout;
}

/**
 * Some of these pages are public (spec section 2): a visitor sees the published tests (titles, sections,
 * length) and what the report shows, with sign-up here and at each test's start button (issue 15).
 */
function VisitorSignUp() {
  const location = useLocation();
  const remember = () => rememberPath(location.pathname, location.search);
  return (
    <Card className="shadow-soft mb-4" data-testid="catalog-visitor">
      <Card.Body className="p-4 d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <div className="fw-semibold">
            <FormattedMessage {...m.visitorTitle} />
          </div>
          <div className="small text-body-secondary">
            <FormattedMessage {...m.visitorReport} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Link to={PATHS.register} className="btn btn-primary" onClick={remember} data-testid="catalog-sign-up">
            <FormattedMessage {...m.visitorSignUp} />
          </Link>
          <Link to={PATHS.login} className="btn btn-outline-primary" onClick={remember}>
            <FormattedMessage {...m.login} />
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}

const StudentList = observer(function StudentList({ list, title, subtitle, scope, layout }: ListPageProps) {
  const { session } = useStores();
  return (
    <div data-testid="student-practices">
      <PageHeader className="mb-3" title={<FormattedMessage {...title} />} subtitle={<FormattedMessage {...subtitle} />} />
      <Nav variant="underline" className="mb-4 flex-nowrap overflow-auto text-nowrap">
        {(Object.keys(LISTS) as ListName[]).map((name) => (
          <Nav.Item key={name}>
            <Nav.Link as={NavLink} to={LISTS[name].path} end active={name === list} data-testid={`student-tab-${name}`}>
              <FormattedMessage {...LISTS[name].tab} />
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {!session.isLoggedIn && <VisitorSignUp />}
      <CatalogList key={list} scope={scope ?? LISTS[list].scope} layout={layout} />
    </div>
  );
});

const page = (props: ListPageProps) =>
  function ListPage() {
    return <StudentList {...props} />;
  };

const all = { title: m.title, subtitle: catalogMessages.allSubtitle };

export const StudentPracticesPage = page({ list: 'all', ...all });
export const AdaptiveListPage = page({ list: 'adaptive', title: m.tabAdaptive, subtitle: m.adaptiveBody });
export const PracticeListPage = page({ list: 'practice', title: m.tabPractice, subtitle: all.subtitle });
export const PracticeBrowsePage = page({ list: 'practice', title: m.tabPractice, subtitle: all.subtitle, layout: 'table' });
export const FullSetListPage = page({ list: 'sets', title: m.tabFull, subtitle: catalogMessages.fullSubtitle });
export const FullSetBrowsePage = page({ list: 'sets', title: m.tabFull, subtitle: catalogMessages.fullSubtitle, layout: 'table' });
/** /fullPractice: every full test, practice sets and adaptive sets alike. */
export const FullTestsPage = page({
  list: 'sets',
  title: catalogMessages.fullTitle,
  subtitle: catalogMessages.fullSubtitle,
  scope: { kind: 'full' },
});
