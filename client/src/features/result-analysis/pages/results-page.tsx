import type { ChangeEvent } from 'react';
import { Col } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ATTEMPT_TARGET_TYPES } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { FilterCard } from '../../../components/lists/filter-card';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { PageHeader } from '../../../components/page-header';
import { DebouncedSearch } from '../../../components/lists/debounced-search';
import { analysisApi } from '../api';
import { ResultsTable } from '../components/results-table';
import { TestSelect } from '../components/test-select';
import { resultsMessages as m, typeMessages } from '../messages';
import { ADMIN_ANALYSIS_PATHS, ANALYSIS_AREAS, analysisPaths } from '../paths';
import { resultsQuery } from '../results-query';
import { typeParam } from '../target';
import { useArea } from '../../../components/hooks/use-area';

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
    <div data-testid="analysis-results-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        actions={
          area === 'admin' && (
            <Link to={ADMIN_ANALYSIS_PATHS.combine} className="btn btn-outline-primary btn-sm">
              <FormattedMessage {...m.combine} />
            </Link>
          )
        }
      />
      <FilterCard list={list}>
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
      </FilterCard>

      <ListResults list={list} empty={m.empty} testId="analysis-results">
        {(rows) => <ResultsTable rows={rows} analysisHref={withAnalysis ? (row) => paths.analysis(row.target.type, row.target.id) : undefined} />}
      </ListResults>
    </div>
  );
}
