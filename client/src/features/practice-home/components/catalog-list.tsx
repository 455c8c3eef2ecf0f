import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CATALOG_KINDS, CATALOG_PROGRESS, PAGE_SIZE, TEST_VERSIONS, type CatalogEntryDto, type PagedDto } from '@app/shared';
import { Pager } from '../../../components/pager';
import { useStores } from '../../../stores/store-context';
import { FilterSelect } from '../../../components/lists/filter-select';
import { useLoad } from '../../../components/hooks/use-load';
import { SECTION_LABELS, VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { catalogApi } from '../api';
import { catalogQuery, filtersFromQuery, filtersToQuery, sectionsOf, withFilter, type CatalogFilters, type CatalogScope } from '../catalog-filters';
import { CATALOG_KIND_LABELS, PROGRESS_LABELS } from '../labels';
import { catalogMessages as m, studentListMessages } from '../messages';
import { EntryAction } from './entry-action';
import { EntryBadges, EntrySize, SectionName, Takes } from './entry-facts';
import { ProgressBadge } from './progress-badge';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { minutesOf } from '../../../lib/duration';

export type CatalogLayout = 'cards' | 'table';

function Filters({ filters, scope, onChange }: { filters: CatalogFilters; scope: CatalogScope; onChange: (f: CatalogFilters) => void }) {
  const intl = useIntl();
  const [search, setSearch] = useState(filters.q ?? '');
  const set =
    <K extends 'version' | 'kind' | 'section' | 'status'>(key: K) =>
    (value: CatalogFilters[K] | '') =>
      onChange(withFilter(filters, key, value));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(withFilter(filters, 'q', search.trim()));
  };
  const options = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((value) => ({ value, label: label(value) }));
  return (
    <Form onSubmit={submit} className="mb-3" data-testid="catalog-filters">
      <Row className="g-2">
        <Col xs={6} md={3} lg={2}>
          <FilterSelect
            label={m.filterVersion}
            anyLabel={m.anyVersion}
            value={filters.version ?? ''}
            options={options(TEST_VERSIONS, (v) => intl.formatMessage(VERSION_LABELS[v]))}
            onChange={set('version')}
          />
        </Col>
        {!scope.kind && !scope.type && (
          <Col xs={6} md={3} lg={2}>
            <FilterSelect
              label={m.filterKind}
              anyLabel={m.anyKind}
              value={filters.kind ?? ''}
              options={options(CATALOG_KINDS, (k) => intl.formatMessage(CATALOG_KIND_LABELS[k]))}
              onChange={set('kind')}
            />
          </Col>
        )}
        {scope.kind !== 'full' && scope.type !== 'fullPractice' && scope.type !== 'adaptive' && (
          <Col xs={6} md={3} lg={2}>
            <FilterSelect
              label={m.filterSection}
              anyLabel={m.anySection}
              value={filters.section ?? ''}
              options={options(sectionsOf(filters.version), (s) => intl.formatMessage(SECTION_LABELS[s]))}
              onChange={set('section')}
            />
          </Col>
        )}
        <Col xs={6} md={3} lg={2}>
          <FilterSelect
            label={m.filterStatus}
            anyLabel={m.anyStatus}
            value={filters.status ?? ''}
            options={options(CATALOG_PROGRESS, (p) => intl.formatMessage(PROGRESS_LABELS[p]))}
            onChange={set('status')}
          />
        </Col>
        <Col xs={12} lg>
          <div className="d-flex gap-2">
            <Form.Control
              size="sm"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={intl.formatMessage(m.search)}
              aria-label={intl.formatMessage(m.search)}
            />
            <Button type="submit" size="sm" variant="outline-primary">
              <FormattedMessage {...m.searchButton} />
            </Button>
          </div>
        </Col>
      </Row>
    </Form>
  );
}

function EntryCard({ entry }: { entry: CatalogEntryDto }) {
  return (
    <Card className="h-100 shadow-soft" data-testid={`${entry.type}-card-${entry.id}`}>
      <Card.Body className="p-4 pb-3 d-flex flex-column gap-2">
        <EntryBadges entry={entry} />
        <h3 className="h6 fw-semibold mb-0">{entry.title}</h3>
        <EntrySize entry={entry} />
        <div className="d-flex flex-wrap align-items-center gap-2 mt-auto">
          <ProgressBadge progress={entry.progress} />
          <Takes count={entry.takes} />
        </div>
      </Card.Body>
      <Card.Footer className="bg-transparent border-0 pt-0 pb-3 px-4">
        <EntryAction entry={entry} />
      </Card.Footer>
    </Card>
  );
}

function EntryTable({ entries }: { entries: CatalogEntryDto[] }) {
  const th = (label: typeof m.colTitle) => (
    <th className="small text-body-secondary fw-medium text-nowrap">
      <FormattedMessage {...label} />
    </th>
  );
  return (
    <Table responsive hover className="align-middle bg-body">
      <thead>
        <tr>
          {th(m.colTitle)}
          {th(m.colKind)}
          {th(m.colSection)}
          {th(m.colQuestions)}
          {th(m.colTime)}
          {th(m.colProgress)}
          {th(m.colTakes)}
          {th(m.colAction)}
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={`${e.type}-${e.id}`} data-testid={`${e.type}-row-${e.id}`}>
            <td className="fw-medium">{e.title}</td>
            <td className="text-nowrap">
              <FormattedMessage {...CATALOG_KIND_LABELS[e.kind]} />
            </td>
            <td className="text-nowrap">
              <SectionName entry={e} />
            </td>
            <td>{e.questionCount}</td>
            <td className="text-nowrap">
              <FormattedMessage {...testLabelMessages.minutes} values={{ minutes: minutesOf(e.timeLimitSeconds) }} />
            </td>
            <td>
              <ProgressBadge progress={e.progress} />
            </td>
            <td>{e.takes}</td>
            <td>
              <EntryAction entry={e} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The catalog with its filters kept in the URL query: cards (the practice lists) or a table (browse).
 * `scope` is what the page pins, e.g. adaptive sets only; those filters are not offered.
 */
export function CatalogList({ scope = {}, layout = 'cards' }: { scope?: CatalogScope; layout?: CatalogLayout }) {
  const { api } = useStores();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromQuery(params);
  const query = catalogQuery(filters, scope);
  const { data, loading, failed, reload } = useLoad<PagedDto<CatalogEntryDto>>(() => catalogApi(api).list(query), JSON.stringify(query));
  const change = (next: CatalogFilters) => setParams(filtersToQuery(next), { replace: true });

  return (
    <div>
      <Filters filters={filters} scope={scope} onChange={change} />
      {loading && !data ? (
        <div className="py-5 text-center">
          <Spinner animation="border" role="status" variant="primary" />
        </div>
      ) : failed || !data ? (
        <Alert variant="warning" className="d-flex align-items-center justify-content-between">
          <FormattedMessage {...studentListMessages.loadFailed} />
          <Button variant="outline-secondary" size="sm" onClick={reload}>
            <FormattedMessage {...studentListMessages.retry} />
          </Button>
        </Alert>
      ) : (
        // The id is the one the authoring end-to-end test has always looked for on /practices.
        <div data-testid="published-tests" aria-busy={loading}>
          <p className="small text-body-secondary mb-2">{intl.formatMessage(m.count, { total: data.total })}</p>
          {data.data.length === 0 ? (
            <p className="text-body-secondary" data-testid="catalog-empty">
              <FormattedMessage {...m.empty} />
            </p>
          ) : layout === 'table' ? (
            <EntryTable entries={data.data} />
          ) : (
            <Row className="g-3">
              {data.data.map((e) => (
                <Col md={6} xl={4} key={`${e.type}-${e.id}`}>
                  <EntryCard entry={e} />
                </Col>
              ))}
            </Row>
          )}
          <Pager className="mt-3" page={data.current_page} total={data.total} perPage={PAGE_SIZE} onPage={(page) => change({ ...filters, page })} />
        </div>
      )}
    </div>
  );
}
