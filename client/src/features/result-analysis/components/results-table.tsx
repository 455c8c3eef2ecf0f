import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AnalysisResultRowDto } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { reportPath } from '../../results';
import { resultsMessages as m } from '../messages';
import { SectionScores } from './section-scores';

export interface ResultsTableProps {
  rows: AnalysisResultRowDto[];
  /** The test column (off on one test's per-student page). */
  showTest?: boolean;
  /** Where a row's test analysis is, or null where the area has no analysis pages. */
  analysisHref?: (row: AnalysisResultRowDto) => string | null;
  /** More links for a row (the per-student page's "Combine"). */
  extraLinks?: (row: AnalysisResultRowDto) => ReactNode;
}

/** Graded attempts: student, test, total, sections, finished, leaves, and links to the report and the analysis. */
export function ResultsTable({ rows, showTest = true, analysisHref, extraLinks }: ResultsTableProps) {
  const intl = useIntl();
  return (
    <Table responsive hover className="mb-0 align-middle">
      <thead>
        <tr>
          <Th>
            <FormattedMessage {...m.colStudent} />
          </Th>
          {showTest && (
            <Th>
              <FormattedMessage {...m.colTest} />
            </Th>
          )}
          <Th className="text-end">
            <FormattedMessage {...m.colTotal} />
          </Th>
          <Th>
            <FormattedMessage {...m.colSections} />
          </Th>
          <Th>
            <FormattedMessage {...m.colFinished} />
          </Th>
          <Th className="text-end">
            <FormattedMessage {...m.colLeaves} />
          </Th>
          <Th>
            <FormattedMessage {...m.colLinks} />
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const student = row.student.name.trim() || row.student.username;
          const analysis = analysisHref?.(row) ?? null;
          return (
            <tr key={row.attemptId} data-testid={`result-row-${row.attemptId}`}>
              <td>
                <div className="fw-medium text-nowrap">{student}</div>
                {student !== row.student.username && <div className="small text-body-secondary">{row.student.username}</div>}
              </td>
              {showTest && <td style={{ minWidth: '10rem' }}>{row.target.title}</td>}
              <td className="text-end fw-semibold">{row.total ?? '—'}</td>
              <td className="small">
                <SectionScores sections={row.sections} />
              </td>
              <td className="small text-body-secondary text-nowrap">
                <FormattedDate value={row.finishedAt} dateStyle="medium" timeStyle="short" />
              </td>
              <td className="text-end">{row.leaveCount}</td>
              <td className="text-nowrap">
                <div className="d-flex gap-3">
                  <Link to={reportPath(row.attemptId)} aria-label={intl.formatMessage(m.reportLabel, { student, test: row.target.title })}>
                    <FormattedMessage {...m.report} />
                  </Link>
                  {analysis && (
                    <Link to={analysis} aria-label={intl.formatMessage(m.analysisLabel, { test: row.target.title })}>
                      <FormattedMessage {...m.analysis} />
                    </Link>
                  )}
                  {extraLinks?.(row)}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
