import { Card } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { RoleArea } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { analysisApi } from '../api';
import { AnalysisHeader } from '../components/analysis-header';
import { ExportCsvButton } from '../components/export-csv-button';
import { PercentCorrect } from '../components/percent-correct';
import { QuestionStats } from '../components/question-stats';
import { RoutingSplit } from '../components/routing-split';
import { ScoreDistributions } from '../components/score-distributions';
import { SummaryStats } from '../components/summary-stats';
import { analysisMessages as m, detailMessages } from '../messages';
import { ADMIN_ANALYSIS_PATHS, analysisPaths } from '../paths';
import { idParam, typeParam, type AnalysisTarget } from '../target';
import { useArea } from '../../../components/hooks/use-area';

/** Where "results by student" goes: the admin's per-student page, elsewhere the results list of this test. */
function studentsHref(area: RoleArea, target: AnalysisTarget) {
  return area === 'admin' ? ADMIN_ANALYSIS_PATHS.students(target.type, target.id) : analysisPaths(area).results(target);
}

function useAnalysis(target: AnalysisTarget) {
  const { api } = useStores();
  return useLoad(() => analysisApi(api).test(target.type, target.id), `${target.type}:${target.id}`, { pageLevel: true }).data;
}

function EmptyCard({ text }: { text: typeof m.empty }) {
  return (
    <Card body className="text-center text-body-secondary py-5 shadow-soft" data-testid="analysis-empty">
      <FormattedMessage {...text} />
    </Card>
  );
}

/** The statistics of one test: figures, routing split (adaptive), score histograms, percent correct per question. */
export function TestAnalysis({ target }: { target: AnalysisTarget }) {
  const area = useArea();
  const paths = analysisPaths(area);
  const analysis = useAnalysis(target);
  if (!analysis) return <FullPageSpinner />;
  return (
    <div data-testid="analysis-page">
      <AnalysisHeader
        analysis={analysis}
        title={m.title}
        back={paths.results(target)}
        backLabel={m.back}
        actions={
          <>
            <Link to={paths.detail(target.type, target.id)} className="btn btn-outline-secondary btn-sm">
              <FormattedMessage {...m.detail} />
            </Link>
            <Link to={studentsHref(area, target)} className="btn btn-outline-secondary btn-sm">
              <FormattedMessage {...m.byStudent} />
            </Link>
            <ExportCsvButton target={target} />
          </>
        }
      />
      <SummaryStats analysis={analysis} />
      {analysis.attempts === 0 ? (
        <EmptyCard text={m.empty} />
      ) : (
        <>
          {analysis.routing.length > 0 && <RoutingSplit routing={analysis.routing} />}
          <ScoreDistributions total={analysis.total} sections={analysis.sections} />
          {analysis.questions.length > 0 && <PercentCorrect questions={analysis.questions} />}
        </>
      )}
    </div>
  );
}

/** Per-question detail of one test. */
export function TestAnalysisDetail({ target }: { target: AnalysisTarget }) {
  const paths = analysisPaths(useArea());
  const analysis = useAnalysis(target);
  if (!analysis) return <FullPageSpinner />;
  return (
    <div data-testid="analysis-detail-page">
      <AnalysisHeader
        analysis={analysis}
        title={detailMessages.title}
        back={paths.analysis(target.type, target.id)}
        backLabel={detailMessages.back}
        actions={<ExportCsvButton target={target} />}
      />
      {analysis.attempts === 0 ? <EmptyCard text={detailMessages.empty} /> : <QuestionStats questions={analysis.questions} />}
    </div>
  );
}

/** The test of `analysis/{id}?type=` (practice unless the query says fullPractice or adaptive); null when malformed. */
function useQueryTarget(): AnalysisTarget | null {
  const { id } = useParams();
  const [params] = useSearchParams();
  const type = typeParam(params.get('type'), 'practice');
  const targetId = idParam(id);
  return type && targetId ? { type, id: targetId } : null;
}

/** `/{area}/analysis/{id}`: a practice, or a full practice set with `?type=fullPractice`. */
export function AnalysisPage() {
  const target = useQueryTarget();
  const paths = analysisPaths(useArea());
  if (!target) return <Navigate to={paths.results()} replace />;
  // Adaptive sets have their own address (spec section 2): one page per test, whatever link led here.
  if (target.type === 'adaptive') return <Navigate to={paths.analysis('adaptive', target.id)} replace />;
  return <TestAnalysis key={`${target.type}:${target.id}`} target={target} />;
}

/** `/{area}/analysis/adaptive/{id}`: an adaptive set, with its module 2 routing split. */
export function AdaptiveAnalysisPage() {
  const id = idParam(useParams().id);
  const paths = analysisPaths(useArea());
  if (!id) return <Navigate to={paths.results()} replace />;
  return <TestAnalysis key={id} target={{ type: 'adaptive', id }} />;
}

/** `/{area}/analysis/{id}/detail?type=`: every question's statistics. */
export function AnalysisDetailPage() {
  const target = useQueryTarget();
  const paths = analysisPaths(useArea());
  if (!target) return <Navigate to={paths.results()} replace />;
  return <TestAnalysisDetail key={`${target.type}:${target.id}`} target={target} />;
}
