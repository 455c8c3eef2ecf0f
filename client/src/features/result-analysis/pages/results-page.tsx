import type { ChangeEvent } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ATTEMPT_TARGET_TYPES } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { useStores } from '../../../stores/store-context';
import { AdminPage } from '../../admin-users/components/admin-page';
import { DebouncedSearch } from '../../admin-users/components/debounced-search';
import { PagedCard } from '../../admin-users/components/paged-card';
import { listMessages } from '../../admin-users/messages';
import { useUrlList } from '../../admin-users/use-url-list';
import { useArea } from '../../practices/paths';
import { analysisApi } from '../api';
import { ResultsTable } from '../components/results-table';
import { TestSelect } from '../components/test-select';
import { resultsMessages as m, typeMessages } from '../messages';
import { ADMIN_ANALYSIS_PATHS, ANALYSIS_AREAS, analysisPaths } from '../paths';
import { resultsQuery } from '../results-query';
import { typeParam } from '../target';

/**
 * `/{area}/results` (admin, teacher, company): the graded attempts the caller may see, filtered by test
 * type, test and a search, paged, each linking to the student's score report and (admin, teacher) the
 * test's analysis. The filters live in the URL.
 */
export function ResultsPage() {
  const { api } = useStores();
  const intl = useIntl();
  const area = useArea();
  const paths = analysisPaths(area);
  const list = useUrlList(resultsQuery, (query, signal) => analysisApi(api).results(query, signal));
  const { filters } = list;
  const withAnalysis = ANALYSIS_AREAS.includes(area);

  return (
    <AdminPage
      title={<FormattedMessage {...m.title} />}
      testId="analysis-results-page"
      actions={
        area === 'admin' && (
          <Link to={ADMIN_ANALYSIS_PATHS.combine} className="btn btn-outline-primary btn-sm">
            <FormattedMessage {...m.combine} />
          </Link>
        )
      }
    >
      <Card className="shadow-soft mb-4">
        <Card.Body className="p-3">
          <Row className="g-3 align-items-end">
            <Col md={3}>
              <SelectField
                name="type"
                label={<FormattedMessage {...m.type} />}
                options={ATTEMPT_TARGET_TYPES.map((t) => ({ value: t, label: intl.formatMessage(typeMessages[t]) }))}
                placeholder={intl.formatMessage(typeMessages[''])}
                value={filters.type}
                // Another type's test id means nothing: the test filter starts over.
                onChange={(e: ChangeEvent<HTMLSelectElement>) => list.change({ type: e.target.value, test: '' })}
                className="mb-0"
                testId="results-type"
              />
            </Col>
            <Col md={4}>
              <TestSelect type={typeParam(filters.type)} value={filters.test} onChange={(test) => list.change({ test })} />
            </Col>
            <Col md={5}>
              <DebouncedSearch
                value={filters.q}
                onCommit={(q) => list.change({ q })}
                label={intl.formatMessage(m.search)}
                placeholder={intl.formatMessage(m.searchPlaceholder)}
                testId="results-search"
              />
            </Col>
          </Row>
          {list.filtered && (
            <Button variant="link" size="sm" className="p-0 mt-2" onClick={list.clear}>
              <FormattedMessage {...listMessages.clear} />
            </Button>
          )}
        </Card.Body>
      </Card>

      <PagedCard
        result={list.result}
        failed={list.failed}
        empty={m.empty}
        filtered={list.filtered}
        page={filters.page}
        onPage={(page) => list.apply({ ...filters, page })}
        onRetry={list.reload}
        testId="analysis-results"
      >
        {(rows) => <ResultsTable rows={rows} analysisHref={withAnalysis ? (row) => paths.analysis(row.target.type, row.target.id) : undefined} />}
      </PagedCard>
    </AdminPage>
  );
}
