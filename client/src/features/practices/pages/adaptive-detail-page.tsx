import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { MODULE_ROUTES, type AdaptiveSetDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { AdaptiveEditor } from '../components/adaptive-editor';
import { CatalogActions } from '../components/catalog-actions';
import { DetailHeader } from '../components/detail-header';
import { ScoreTablesCard } from '../components/score-tables-card';
import { StatusBadge } from '../../../components/status-badge';
import { useLoad } from '../../../components/hooks/use-load';
import { RegradePanel } from '../../regrades';
import { AnalysisLink } from '../../result-analysis';
import { adaptiveMessages as m } from '../messages';
import { areaPaths } from '../paths';
import { useArea } from '../../../components/hooks/use-area';

/** `adaptive/addTest`: a new adaptive digital SAT. */
export function AdaptiveAddPage() {
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  return (
    <>
      <DetailHeader title={m.titleNew} back={paths.list('adaptive')} />
      <AdaptiveEditor onSaved={(set) => navigate(paths.adaptive(set.id), { replace: true })} />
    </>
  );
}

function AdaptiveDetail({ id }: { id: number }) {
  const { api } = useStores();
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  const { data: set, setData } = useLoad(() => practicesApi(api).getAdaptive(id), String(id), { pageLevel: true });
  if (!set) return <FullPageSpinner />;
  return (
    <>
      <DetailHeader
        title={m.titleEdit}
        back={paths.list('adaptive')}
        status={<StatusBadge status={set.status} taken={!!set.first_taken_at} />}
        actions={
          <>
            <AnalysisLink type="adaptive" id={set.id} taken={!!set.first_taken_at} />
            <CatalogActions<AdaptiveSetDto>
              catalog="adaptive-sets"
              item={set}
              layout="buttons"
              onChanged={setData}
              onDuplicated={(copy) => navigate(paths.adaptive(copy.id))}
              onDeleted={() => navigate(paths.list('adaptive'), { replace: true })}
            />
          </>
        }
      />
      <AdaptiveEditor key={set.updated_at + set.status} set={set} onSaved={(s) => setData(s)} />
      <ScoreTablesCard
        target="adaptive_set"
        targetId={set.id}
        slots={set.sections.flatMap((s) => MODULE_ROUTES.map((route) => ({ type: s.section, route })))}
      />
      <RegradePanel target={{ type: 'adaptive', id: set.id }} firstTakenAt={set.first_taken_at} />
    </>
  );
}

/** `adaptive/detail?id=`: edit an adaptive set and reach its score tables. */
export function AdaptiveDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const paths = areaPaths(useArea());
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.list('adaptive')} replace />;
  return <AdaptiveDetail key={id} id={id} />;
}
