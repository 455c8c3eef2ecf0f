import { useState, type FormEvent, type ReactNode } from 'react';
import { Card, Col, Form, Nav, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ALL_SECTIONS,
  PRACTICE_KINDS,
  TEST_VERSIONS,
  type AdaptiveSetDto,
  type PagedDto,
  type PracticeKind,
  type PracticeSetDto,
  type PracticeSummaryDto,
  type PublishStatus,
  type RoleArea,
  type Section,
  type TestVersionId,
} from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { practicesApi, type CatalogName } from '../api';
import { CatalogActions, type CatalogItem } from '../components/catalog-actions';
import { Pager } from '../../../components/pager';
import { StatusBadge } from '../../../components/status-badge';
import { useLoad } from '../../../components/hooks/use-load';
import { KIND_LABELS, SECTION_LABELS, STATUS_LABELS, VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { adminListMessages as m, qtiMessages } from '../messages';
import { areaPaths } from '../paths';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { minutesOf } from '../../../lib/duration';
import { useArea } from '../../../components/hooks/use-area';
import { PageHeader } from '../../../components/page-header';

const PER_PAGE = 20;
type Tab = 'practices' | 'sets' | 'adaptive';

/** Which tabs and pages each role area has (spec section 2). */
const AREA_TABS: Record<RoleArea, Tab[]> = { admin: ['practices', 'sets', 'adaptive'], teacher: ['practices', 'sets'], company: ['practices'] };
const CAN_EDIT: Record<RoleArea, Partial<Record<Tab, boolean>>> = {
  admin: { practices: true, sets: true, adaptive: true },
  teacher: { practices: true, sets: true },
  company: {},
};
const TAB_LABELS = { practices: m.tabPractices, sets: m.tabSets, adaptive: m.tabAdaptive };
const CATALOG: Record<Tab, CatalogName> = { practices: 'practices', sets: 'practice-sets', adaptive: 'adaptive-sets' };

type Row = PracticeSummaryDto | PracticeSetDto | AdaptiveSetDto;

function Th({ children }: { children: ReactNode }) {
  return <th className="small text-body-secondary fw-medium text-nowrap">{children}</th>;
}

/** `/{area}/practices`: practices, full practice sets and adaptive sets with filters, paging and actions. */
export function AdminPracticesPage() {
  const { api } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const area = useArea();
  const paths = areaPaths(area);
  const [params, setParams] = useSearchParams();
  const tabs = AREA_TABS[area];
  const tab = (tabs as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : tabs[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    q: params.get('q') ?? '',
    status: (params.get('status') ?? '') as PublishStatus | '',
    kind: (params.get('kind') ?? '') as PracticeKind | '',
    section: (params.get('section') ?? '') as Section | '',
    version: (params.get('version') ?? '') as TestVersionId | '',
    mine: params.get('mine') === '1',
  };
  const [search, setSearch] = useState(filters.q);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const { data, setData, loading } = useLoad<PagedDto<Row>>(() => {
    const client = practicesApi(api);
    const common = {
      q: filters.q || undefined,
      status: filters.status || undefined,
      mine: filters.mine || undefined,
      page,
      per_page: PER_PAGE,
    };
    if (tab === 'practices')
      return client.listPractices({
        ...common,
        kind: filters.kind || undefined,
        section: filters.section || undefined,
        version: filters.version || undefined,
      });
    if (tab === 'sets') return client.listSets({ ...common, version: filters.version || undefined });
    return client.listAdaptive(common);
  }, `${tab}?${params.toString()}`);

  const detailOf = (row: Row): string | null => {
    if (!CAN_EDIT[area][tab]) return null;
    return tab === 'practices' ? paths.practice(row.id) : tab === 'sets' ? paths.set(row.id) : paths.adaptive(row.id);
  };
  const replaceRow = (row: Row) => setData((d) => d && { ...d, data: d.data.map((r) => (r.id === row.id ? row : r)) });
  const dropRow = (id: number) => setData((d) => d && { ...d, data: d.data.filter((r) => r.id !== id), total: d.total - 1 });

  const newButton =
    area === 'admin' || tab === 'practices'
      ? {
          practices: { to: paths.addPractice, label: m.newPractice },
          sets: { to: paths.addSet, label: m.newSet },
          adaptive: { to: paths.addAdaptive, label: m.newAdaptive },
        }[tab]
      : null;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: search.trim() });
  };

  const select = (name: keyof typeof filters, any: typeof m.anyStatus, options: { value: string; label: string }[]) => (
    <Col xs={6} md="auto">
      <Form.Select
        size="sm"
        aria-label={intl.formatMessage(any)}
        value={String(filters[name])}
        onChange={(e) => update({ [name]: e.target.value })}
        data-testid={`filter-${name}`}
      >
        <option value="">{intl.formatMessage(any)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Col>
  );

  const actions = (row: Row) => (
    <CatalogActions<CatalogItem>
      catalog={CATALOG[tab]}
      item={row}
      layout="menu"
      onChanged={(r) => replaceRow(r as Row)}
      onDuplicated={(copy) => {
        const to = detailOf(copy as Row);
        if (to) navigate(to);
        else setData((d) => d && { ...d, data: [copy as Row, ...d.data], total: d.total + 1 });
      }}
      onDeleted={() => dropRow(row.id)}
    />
  );

  const titleCell = (row: Row) => {
    const to = detailOf(row);
    return to ? (
      <Link to={to} className="fw-medium" data-testid={`row-link-${row.id}`}>
        {row.title}
      </Link>
    ) : (
      <span className="fw-medium">{row.title}</span>
    );
  };

  return (
    <div data-testid="admin-practices">
      <PageHeader
        className="mb-3"
        title={<FormattedMessage {...m.title} />}
        actions={
          newButton && (
            <div className="d-flex flex-wrap gap-2">
              {tab === 'practices' && area !== 'company' && (
                <Link to={paths.importPractice} className="btn btn-outline-secondary" data-testid="qti-import-link">
                  <FormattedMessage {...qtiMessages.import} />
                </Link>
              )}
              <Link to={newButton.to} className="btn btn-primary" data-testid="new-item">
                <FormattedMessage {...newButton.label} />
              </Link>
            </div>
          )
        }
      />
      {tabs.length > 1 && (
        <Nav variant="underline" className="mb-3" activeKey={tab} onSelect={(k) => k && setParams({ tab: k }, { replace: true })}>
          {tabs.map((t) => (
            <Nav.Item key={t}>
              <Nav.Link eventKey={t} data-testid={`tab-${t}`}>
                <FormattedMessage {...TAB_LABELS[t]} />
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )}
      <Card className="shadow-soft">
        <Card.Body className="p-3 p-md-4">
          <Row className="g-2 align-items-center mb-3" role="search" aria-label={intl.formatMessage(m.filters)}>
            <Col xs={12} md>
              <Form onSubmit={onSearch}>
                <Form.Control
                  size="sm"
                  type="search"
                  value={search}
                  placeholder={intl.formatMessage(m.search)}
                  aria-label={intl.formatMessage(m.search)}
                  onChange={(e) => setSearch(e.target.value)}
                  onBlur={() => search.trim() !== filters.q && update({ q: search.trim() })}
                  data-testid="filter-q"
                />
              </Form>
            </Col>
            {select(
              'status',
              m.anyStatus,
              (['draft', 'published'] as const).map((s) => ({ value: s, label: intl.formatMessage(STATUS_LABELS[s]) })),
            )}
            {tab === 'practices' &&
              select(
                'kind',
                m.anyKind,
                PRACTICE_KINDS.map((k) => ({ value: k, label: intl.formatMessage(KIND_LABELS[k]) })),
              )}
            {tab === 'practices' &&
              select(
                'section',
                m.anySection,
                ALL_SECTIONS.map((s) => ({ value: s, label: intl.formatMessage(SECTION_LABELS[s]) })),
              )}
            {tab !== 'adaptive' &&
              select(
                'version',
                m.anyVersion,
                TEST_VERSIONS.map((v) => ({ value: v, label: intl.formatMessage(VERSION_LABELS[v]) })),
              )}
            <Col xs="auto">
              <Form.Check
                type="switch"
                id="filter-mine"
                label={intl.formatMessage(m.mine)}
                checked={filters.mine}
                onChange={(e) => update({ mine: e.target.checked ? '1' : '' })}
              />
            </Col>
          </Row>
          {loading && !data ? (
            <div className="py-5 text-center">
              <Spinner animation="border" role="status" variant="primary" />
            </div>
          ) : (
            <div className="table-responsive">
              <Table hover className="align-middle mb-0" data-testid={`table-${tab}`}>
                <thead>
                  <tr>
                    <Th>
                      <FormattedMessage {...m.colTitle} />
                    </Th>
                    {tab === 'practices' && (
                      <>
                        <Th>
                          <FormattedMessage {...m.colKind} />
                        </Th>
                        <Th>
                          <FormattedMessage {...m.colSection} />
                        </Th>
                      </>
                    )}
                    {tab === 'sets' && (
                      <Th>
                        <FormattedMessage {...m.colVersion} />
                      </Th>
                    )}
                    {tab === 'adaptive' ? (
                      <Th>
                        <FormattedMessage {...m.colSections} />
                      </Th>
                    ) : (
                      <>
                        <Th>
                          <FormattedMessage {...m.colQuestions} />
                        </Th>
                        <Th>
                          <FormattedMessage {...m.colTime} />
                        </Th>
                      </>
                    )}
                    <Th>
                      <FormattedMessage {...m.colStatus} />
                    </Th>
                    <Th>
                      <FormattedMessage {...m.colUpdated} />
                    </Th>
                    <Th>
                      <span className="visually-hidden">
                        <FormattedMessage {...m.colActions} />
                      </span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {data?.data.map((row) => (
                    <tr key={row.id} data-testid={`row-${row.id}`}>
                      <td>{titleCell(row)}</td>
                      {tab === 'practices' && 'kind' in row && (
                        <>
                          <td className="small">
                            <FormattedMessage {...KIND_LABELS[row.kind]} />
                          </td>
                          <td className="small">
                            <FormattedMessage {...SECTION_LABELS[row.section]} />
                          </td>
                        </>
                      )}
                      {tab === 'sets' && 'items' in row && (
                        <td className="small">
                          <FormattedMessage {...VERSION_LABELS[row.version]} />
                        </td>
                      )}
                      {tab === 'adaptive' && 'sections' in row ? (
                        <td className="small">
                          {row.sections.map((s, i) => (
                            <span key={s.section}>
                              {i > 0 && ' · '}
                              <FormattedMessage {...SECTION_LABELS[s.section]} />
                            </span>
                          ))}
                        </td>
                      ) : (
                        'question_count' in row && (
                          <>
                            <td className="small">{row.question_count}</td>
                            <td className="small text-nowrap">
                              <FormattedMessage {...testLabelMessages.minutes} values={{ minutes: minutesOf(row.time_limit_seconds) }} />
                            </td>
                          </>
                        )
                      )}
                      <td>
                        <StatusBadge status={row.status} taken={!!row.first_taken_at} />
                      </td>
                      <td className="small text-nowrap text-body-secondary">
                        <FormattedDate value={row.updated_at} dateStyle="medium" />
                      </td>
                      <td className="text-end">{actions(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {data && data.data.length === 0 && (
                <p className="text-body-secondary text-center py-4 mb-0" data-testid="list-empty">
                  <FormattedMessage {...m.empty} />
                </p>
              )}
            </div>
          )}
          {data && (
            <div className="d-flex flex-wrap align-items-center justify-content-between mt-2">
              <span className="small text-body-secondary">
                <FormattedMessage {...m.total} values={{ total: data.total }} />
              </span>
              <Pager className="mt-3" page={page} total={data.total} perPage={PER_PAGE} onPage={(p) => update({ page: String(p) })} />
            </div>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
