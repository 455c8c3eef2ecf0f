import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { SCORE_TYPES_BY_VERSION, sectionsOfScoreType, type PracticeSetDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { CatalogActions } from '../components/catalog-actions';
import { DetailHeader } from '../components/detail-header';
import { ScoreTablesCard } from '../components/score-tables-card';
import { SetEditor } from '../components/set-editor';
import { StatusBadge } from '../../../components/status-badge';
import { useLoad } from '../../../components/hooks/use-load';
import { RegradePanel } from '../../regrades';
import { AnalysisLink } from '../../result-analysis';
import { setBuilderMessages as m } from '../messages';
import { areaPaths } from '../paths';
import { useArea } from '../../../components/hooks/use-area';

/** `composePractice/addTest`: a new full practice set. */
export function FullSetAddPage() {
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  return (
    <>
      <DetailHeader title={m.titleNew} back={paths.list('sets')} />
      <SetEditor onSaved={(set) => navigate(paths.set(set.id), { replace: true })} />
    </>
  );
}

function FullSetDetail({ id }: { id: number }) {
  const { api } = useStores();
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  const { data: set, setData } = useLoad(() => practicesApi(api).getSet(id), String(id), { pageLevel: true });
  if (!set) return <FullPageSpinner />;
  const sections = set.items.map((i) => i.practice.section);
  const slots = SCORE_TYPES_BY_VERSION[set.version]
    .filter((type) => sectionsOfScoreType(type, set.version).some((s) => sections.includes(s)))
    .map((type) => ({ type }));
  return (
    <>
      <DetailHeader
        title={m.titleEdit}
        back={paths.list('sets')}
        status={<StatusBadge status={set.status} taken={!!set.first_taken_at} />}
        actions={
          <>
            <AnalysisLink type="fullPractice" id={set.id} taken={!!set.first_taken_at} />
            <CatalogActions<PracticeSetDto>
              catalog="practice-sets"
              item={set}
              layout="buttons"
              onChanged={setData}
              onDuplicated={(copy) => navigate(paths.set(copy.id))}
              onDeleted={() => navigate(paths.list('sets'), { replace: true })}
            />
          </>
        }
      />
      <SetEditor key={set.updated_at + set.status} set={set} onSaved={(s) => setData(s)} />
      <ScoreTablesCard target="practice_set" targetId={set.id} slots={slots} />
      <RegradePanel target={{ type: 'fullPractice', id: set.id }} firstTakenAt={set.first_taken_at} />
    </>
  );
}

/** `fullPractice/detail?id=`: edit a full practice set. */
export function FullSetDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const paths = areaPaths(useArea());
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.list('sets')} replace />;
  return <FullSetDetail key={id} id={id} />;
}
