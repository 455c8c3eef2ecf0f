import { useState } from 'react';
import { Button, Nav } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, NavLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  MODULE_ROUTES,
  SCORE_TYPES,
  sectionsOfScoreType,
  type AdaptiveSetDto,
  type ModuleRoute,
  type PracticeDto,
  type PracticeSetDto,
  type ScoreTableDto,
  type ScoreTableTarget,
  type ScoreType,
} from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DetailHeader } from '../components/detail-header';
import { ScoreTableEditor } from '../components/score-table-editor';
import { useLoad } from '../../../components/hooks/use-load';
import { ROUTE_LABELS, SCORE_TYPE_LABELS } from '../../../components/taxonomy/test-labels';
import { actionsMessages, scoreEditorMessages as m } from '../messages';
import { areaPaths, type ScoreTargetSegment } from '../paths';
import { useArea } from '../../../components/hooks/use-area';

const TARGETS: Record<ScoreTargetSegment, ScoreTableTarget> = {
  practice: 'practice',
  'practice-set': 'practice_set',
  'adaptive-set': 'adaptive_set',
};

type Loaded =
  | { kind: 'practice'; item: PracticeDto; tables: ScoreTableDto[] }
  | { kind: 'practice-set'; item: PracticeSetDto; tables: ScoreTableDto[] }
  | { kind: 'adaptive-set'; item: AdaptiveSetDto; tables: ScoreTableDto[] };

/** How many questions count for a score type (and route) of the target: the server's rule, for the editor's default. */
function questionCount(loaded: Loaded, type: ScoreType, route: ModuleRoute | null): number {
  if (loaded.kind === 'adaptive-set') {
    const s = loaded.item.sections.find((x) => x.section === type);
    if (!s) return 0;
    return s.module1.question_count + (route === 'harder' ? s.harder_module2 : s.easier_module2).question_count;
  }
  if (loaded.kind === 'practice')
    return sectionsOfScoreType(type, loaded.item.version).includes(loaded.item.section) ? loaded.item.question_count : 0;
  const sections = sectionsOfScoreType(type, loaded.item.version);
  return loaded.item.items.filter((i) => sections.includes(i.practice.section)).reduce((n, i) => n + i.practice.question_count, 0);
}

function useTarget(segment: ScoreTargetSegment, id: number) {
  const { api } = useStores();
  return useLoad<Loaded>(
    async () => {
      const client = practicesApi(api);
      const tables = client.scoreTables(TARGETS[segment], id);
      if (segment === 'practice') return { kind: segment, item: await client.getPractice(id), tables: await tables };
      if (segment === 'practice-set') return { kind: segment, item: await client.getSet(id), tables: await tables };
      return { kind: segment, item: await client.getAdaptive(id), tables: await tables };
    },
    `${segment}:${id}`,
    { pageLevel: true },
  );
}

function ScoreTableScreen({
  segment,
  targetId,
  tableId,
  type,
  route,
}: {
  segment: ScoreTargetSegment;
  targetId: number;
  tableId: number | null;
  type: ScoreType | null;
  route: ModuleRoute | null;
}) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const paths = areaPaths(useArea());
  const { data: loaded } = useTarget(segment, targetId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!loaded) return <FullPageSpinner />;

  const table = tableId ? loaded.tables.find((t) => t.id === tableId) : undefined;
  if (tableId && !table) return <Navigate to="/404" replace />;
  const scoreType = table?.type ?? type;
  const scoreRoute = table ? table.route : route;
  if (!scoreType) return <Navigate to="/404" replace />;
  // A table of this type and route already exists: edit it instead of making a second one.
  const existing = !table && loaded.tables.find((t) => t.type === scoreType && t.route === scoreRoute);
  if (existing) return <Navigate to={paths.scoreTable(segment, targetId, existing.id)} replace />;

  const back = segment === 'practice' ? paths.practice(targetId) : segment === 'practice-set' ? paths.set(targetId) : paths.adaptive(targetId);
  const names = { type: intl.formatMessage(SCORE_TYPE_LABELS[scoreType]), route: scoreRoute ? intl.formatMessage(ROUTE_LABELS[scoreRoute]) : '' };
  const client = practicesApi(api);

  const save = async (rows: Parameters<typeof client.updateScoreTable>[1], maxRaw: number) => {
    if (table) {
      await client.updateScoreTable(table.id, rows, maxRaw);
    } else {
      const created = await client.createScoreTable({
        target: TARGETS[segment],
        target_id: targetId,
        type: scoreType,
        route: scoreRoute ?? undefined,
        max_raw: maxRaw,
        rows,
      });
      navigate(paths.scoreTable(segment, targetId, created.id), { replace: true });
    }
    ui.toast(intl.formatMessage(actionsMessages.saved), 'success');
  };

  const remove = async () => {
    try {
      await client.removeScoreTable(table!.id);
      ui.toast(intl.formatMessage(actionsMessages.deleted), 'success');
      navigate(back, { replace: true });
    } catch (error) {
      ui.handleError(error);
    }
  };

  /** The other route of an adaptive section: its table, or a new one. */
  const routeLink = (r: ModuleRoute) => {
    const t = loaded.tables.find((x) => x.type === scoreType && x.route === r);
    return t ? paths.scoreTable(segment, targetId, t.id) : paths.newScoreTable(segment, targetId, scoreType, r);
  };

  return (
    <div data-testid="score-table-page">
      <DetailHeader
        title={scoreRoute ? m.titleRoute : m.title}
        titleValues={names}
        back={back}
        backLabel={m.back}
        actions={
          table && (
            <Button variant="outline-danger" size="sm" onClick={() => setConfirmDelete(true)} data-testid="score-delete">
              <FormattedMessage {...m.delete} />
            </Button>
          )
        }
      >
        <p className="text-body-secondary mt-2 mb-0">
          <FormattedMessage {...m.forTarget} values={{ title: loaded.item.title }} />
        </p>
      </DetailHeader>
      {segment === 'adaptive-set' && scoreRoute && (
        <Nav variant="underline" className="mb-3" aria-label={intl.formatMessage(m.routes)}>
          {MODULE_ROUTES.map((r) => (
            <Nav.Item key={r}>
              <Nav.Link as={NavLink} to={routeLink(r)} active={r === scoreRoute} data-testid={`route-tab-${r}`}>
                <FormattedMessage {...ROUTE_LABELS[r]} />
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )}
      <ScoreTableEditor
        key={`${table?.id ?? 'new'}:${scoreType}:${scoreRoute}`}
        type={scoreType}
        questionCount={Math.max(questionCount(loaded, scoreType, scoreRoute), table?.max_raw ?? 0)}
        rows={table?.rows}
        maxRaw={table?.max_raw}
        onSave={save}
      />
      <ConfirmModal
        show={confirmDelete}
        danger
        body={<FormattedMessage {...m.confirmDelete} />}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

const SEGMENTS = Object.keys(TARGETS) as ScoreTargetSegment[];

function useTargetParams() {
  const params = useParams();
  const segment = SEGMENTS.find((s) => s === params.type) ?? null;
  const targetId = Number(params.practiceId);
  return { segment, targetId: Number.isInteger(targetId) && targetId > 0 ? targetId : null, id: Number(params.id) };
}

/** `score-table/{type}/{practiceId}/{id}`: edit a score table; `type` names what `practiceId` is. */
export function ScoreTableEditPage() {
  const { segment, targetId, id } = useTargetParams();
  if (!segment || !targetId || !Number.isInteger(id) || id <= 0) return <Navigate to="/404" replace />;
  return <ScoreTableScreen key={`${segment}:${targetId}:${id}`} segment={segment} targetId={targetId} tableId={id} type={null} route={null} />;
}

/** `score-table/{type}/{practiceId}/create/new?score=&route=`: a new score table of that score type (and route). */
export function ScoreTableCreatePage() {
  const { segment, targetId } = useTargetParams();
  const [query] = useSearchParams();
  const type = SCORE_TYPES.find((t) => t === query.get('score')) ?? null;
  const route = MODULE_ROUTES.find((r) => r === query.get('route')) ?? null;
  if (!segment || !targetId || !type || (segment === 'adaptive-set') !== !!route) return <Navigate to="/404" replace />;
  return (
    <ScoreTableScreen
      key={`${segment}:${targetId}:${type}:${route}`}
      segment={segment}
      targetId={targetId}
      tableId={null}
      type={type}
      route={route}
    />
  );
}
