import type { ChangeEvent } from 'react';
import { Card, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, rawShare, type ResultSummaryDto } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { Pager } from '../../../components/pager';
import { useLoad } from '../../../components/hooks/use-load';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { ResultStatusBadge } from '../components/badges';
import { useResultsApi } from '../hooks/use-results-api';
import { readResultsQuery, RESULTS_TYPES, resultsSearch, type ResultsQuery } from '../list-query';
import { listMessages as m, typeMessages } from '../messages';
import { RESULTS_PATHS, reportPath } from '../paths';
import { PageHeader } from '../../../components/page-header';
import '../results.css';

function SectionScores({ row }: { row: ResultSummaryDto }) {
  const tax = useTaxonomy();
  return (
    <ul className="list-unstyled mb-0 small">
      {row.sections.map((s) => (
        <li key={s.name} className="text-nowrap">
          {tax.section(s.name)}: <span className="fw-semibold">{s.scaled ?? `${s.raw}/${s.maxRaw}`}</span>
        </li>
      ))}
    </ul>
  );
}

function ResultsTable({ rows }: { rows: ResultSummaryDto[] }) {
  const intl = useIntl();
  return (
    <Table responsive size="sm" className="align-middle mb-3" aria-labelledby="results-title" data-testid="results-table">
      <thead>
        <tr>
          {[m.test, m.date, m.total, m.sections, m.status, m.leaves, m.report].map((title) => (
            <th scope="col" key={title.id}>
              <FormattedMessage {...title} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.attemptId} data-testid={`result-row-${row.attemptId}`}>
            <td className="fw-semibold results-title-cell">{row.target.title}</td>
            <td className="text-nowrap small">{intl.formatDate(row.finishedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            <td className="fw-bold fs-5 text-nowrap" data-testid="row-total">
              {row.total ?? (row.status === 'graded' ? <FormattedMessage {...m.rawScore} values={rawShare(row.sections)} /> : '—')}
            </td>
            <td>
              <SectionScores row={row} />
            </td>
            <td>
              <ResultStatusBadge status={row.status} />
            </td>
            <td className="text-center">{row.leaveCount}</td>
            <td>
              <Link to={reportPath(row.attemptId)} className="btn btn-sm btn-outline-primary text-nowrap">
                <FormattedMessage {...m.viewReport} />
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * /testresults: the caller's finished attempts, every kind by default (the header's Results link), filtered
 * by kind on request and paged, each linking to its score report.
 */
export function TestResultsPage() {
  const intl = useIntl();
  const calls = useResultsApi();
  const [params, setParams] = useSearchParams();
  const query = readResultsQuery(params);
  const { data } = useLoad(() => calls.list(query.type, query.page), `${query.type}/${query.page}`);
  const go = (next: ResultsQuery) => setParams(resultsSearch(next));

  return (
    <div data-testid="test-results-page">
      <PageHeader
        className="mb-3"
        titleId="results-title"
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          <Link to={RESULTS_PATHS.performance} className="btn btn-outline-secondary">
            <FormattedMessage {...m.performance} />
          </Link>
        }
      />
      <Card className="shadow-soft">
        <Card.Body className="p-3 p-md-4">
          <SelectField
            name="type"
            label={<FormattedMessage {...m.type} />}
            options={(['', ...RESULTS_TYPES] as const).map((t) => ({ value: t, label: intl.formatMessage(typeMessages[t]) }))}
            value={query.type ?? ''}
            onChange={(e: ChangeEvent<HTMLSelectElement>) =>
              go({ type: readResultsQuery(new URLSearchParams({ type: e.target.value })).type, page: 1 })
            }
            className="mb-3 results-type-filter"
            testId="results-type"
          />
          {data && data.data.length === 0 && (
            <p className="text-body-secondary mb-0" data-testid="results-empty">
              <FormattedMessage {...m.empty} />
            </p>
          )}
          {data && data.data.length > 0 && (
            <>
              <ResultsTable rows={data.data} />
              <Pager page={data.current_page} total={data.total} perPage={PAGE_SIZE} onPage={(page) => go({ ...query, page })} />
            </>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
