import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ListResults } from '../../../components/lists/list-results';
import { useUrlList } from '../../../components/lists/use-url-list';
import { useStores } from '../../../stores/store-context';
import { PageHeader } from '../../../components/page-header';
import { analysisApi } from '../api';
import { ExportCsvButton } from '../components/export-csv-button';
import { ResultsTable } from '../components/results-table';
import { resultsMessages, studentsMessages as m } from '../messages';
import { ADMIN_ANALYSIS_PATHS, analysisPaths } from '../paths';
import { pageOnlyQuery } from '../results-query';
import { idParam, typeParam, type AnalysisTarget } from '../target';

const paths = analysisPaths('admin');

function StudentResults({ target }: { target: AnalysisTarget }) {
  const { api } = useStores();
  const intl = useIntl();
  const list = useUrlList(pageOnlyQuery, (query, signal) => analysisApi(api).students(target.type, target.id, query, signal));
  const title = list.result?.data[0]?.target.title ?? intl.formatMessage(resultsMessages.testNumber, { id: target.id });
  return (
    <div data-testid="user-results-page">
      <PageHeader
        title={<FormattedMessage {...m.title} values={{ title }} />}
        actions={
          <>
            <Link to={paths.analysis(target.type, target.id)} className="btn btn-outline-secondary btn-sm">
              <FormattedMessage {...resultsMessages.analysis} />
            </Link>
            <ExportCsvButton target={target} />
          </>
        }
      />
      <ListResults list={list} empty={m.empty} testId="student-results">
        {(rows) => (
          <ResultsTable
            rows={rows}
            showTest={false}
            extraLinks={(row) => (
              <Link
                to={ADMIN_ANALYSIS_PATHS.combineFor(row.student.id)}
                aria-label={intl.formatMessage(m.combineLabel, { student: row.student.name.trim() || row.student.username })}
              >
                <FormattedMessage {...m.combine} />
              </Link>
            )}
          />
        )}
      </ListResults>
    </div>
  );
}

/** `/admin/userResults/{type}/{examId}`: one test's graded attempts, student by student, with the CSV export. */
export function UserResultsPage() {
  const params = useParams();
  const type = typeParam(params.type);
  const id = idParam(params.examId);
  if (!type || !id) return <Navigate to={paths.results()} replace />;
  return <StudentResults key={`${type}:${id}`} target={{ type, id }} />;
}
