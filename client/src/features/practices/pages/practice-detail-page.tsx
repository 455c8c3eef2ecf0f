import { Col, Row } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { sectionsOfScoreType, SCORE_TYPES_BY_VERSION, type PracticeDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { CatalogActions } from '../components/catalog-actions';
import { DetailHeader } from '../components/detail-header';
import { QtiExportButton } from '../components/qti-export-button';
import { PracticeEditor } from '../components/practice-editor';
import { ScoreTablesCard, type ScoreSlot } from '../components/score-tables-card';
import { StatusBadge } from '../../../components/status-badge';
import { useLoad } from '../../../components/hooks/use-load';
import { RegradePanel } from '../../regrades';
import { AnalysisLink } from '../../result-analysis';
import { builderMessages as m, setBuilderMessages } from '../messages';
import { areaPaths } from '../paths';
import { useArea } from '../../../components/hooks/use-area';

/** The score types a practice reports: those whose sections include the practice's section. */
export const practiceSlots = (p: Pick<PracticeDto, 'version' | 'section'>): ScoreSlot[] =>
  SCORE_TYPES_BY_VERSION[p.version].filter((type) => sectionsOfScoreType(type, p.version).includes(p.section)).map((type) => ({ type }));

/** `practice/addTest`: a new practice; saving opens its detail page. */
export function PracticeAddPage() {
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  return (
    <>
      <DetailHeader title={m.titleNew} back={paths.list('practices')} />
      <PracticeEditor onSaved={(p) => navigate(paths.practice(p.id), { replace: true })} />
      <p className="small text-body-secondary">
        <FormattedMessage {...m.scoreTablesHint} />
      </p>
    </>
  );
}

function PracticeDetail({ id, setId }: { id: number; setId?: number }) {
  const { api } = useStores();
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  const { data: practice, setData } = useLoad(() => practicesApi(api).getPractice(id), String(id), { pageLevel: true });
  const { data: set } = useLoad(() => practicesApi(api).getSet(setId!), String(setId), { skip: !setId });
  if (!practice || practice.id !== id) return <FullPageSpinner />;
  const back = setId ? paths.set(setId) : paths.list('practices');
  return (
    <>
      <DetailHeader
        title={m.titleEdit}
        back={back}
        backLabel={setId ? setBuilderMessages.backToSet : m.back}
        status={<StatusBadge status={practice.status} taken={!!practice.first_taken_at} />}
        actions={
          <>
            <AnalysisLink type="practice" id={practice.id} taken={!!practice.first_taken_at} />
            <QtiExportButton practiceId={practice.id} title={practice.title} />
            <CatalogActions<PracticeDto>
              catalog="practices"
              item={practice}
              layout="buttons"
              onChanged={setData}
              onDuplicated={(copy) => navigate(paths.practice(copy.id))}
              onDeleted={() => navigate(back, { replace: true })}
            />
          </>
        }
      >
        {set && (
          <p className="small text-body-secondary mt-2 mb-0">
            <FormattedMessage {...setBuilderMessages.partOf} values={{ title: set.title }} />
          </p>
        )}
      </DetailHeader>
      <Row className="g-4">
        <Col xl={9}>
          {/* Keyed by update time: a save or a status change starts the form from the stored practice. */}
          <PracticeEditor key={practice.updated_at + practice.status} practice={practice} onSaved={(p) => setData(p)} />
        </Col>
        <Col xl={3}>
          <ScoreTablesCard target="practice" targetId={practice.id} slots={practiceSlots(practice)} />
          <RegradePanel target={{ type: 'practice', id: practice.id }} firstTakenAt={practice.first_taken_at} />
        </Col>
      </Row>
    </>
  );
}

const idOf = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** `practice/detail?id=`: edit a practice. */
export function PracticeDetailPage() {
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const paths = areaPaths(useArea());
  if (!id) return <Navigate to={paths.list('practices')} replace />;
  return <PracticeDetail key={id} id={id} />;
}

/** `fullPractice/practice/detail/:composePracticeId?id=`: a practice opened from its full set, with the way back. */
export function SetPracticeDetailPage() {
  const { composePracticeId } = useParams();
  const [params] = useSearchParams();
  const setId = idOf(composePracticeId);
  const id = idOf(params.get('id'));
  const paths = areaPaths(useArea());
  if (!setId) return <Navigate to={paths.list('sets')} replace />;
  if (!id) return <Navigate to={paths.set(setId)} replace />;
  return <PracticeDetail key={id} id={id} setId={setId} />;
}
