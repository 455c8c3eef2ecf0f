import { Card, ListGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ModuleRoute, ScoreTableTarget, ScoreType } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { useLoad } from '../../../components/hooks/use-load';
import { ROUTE_LABELS, SCORE_TYPE_LABELS } from '../../../components/taxonomy/test-labels';
import { scoreTablesMessages as m } from '../messages';
import { areaPaths, type ScoreTargetSegment } from '../paths';
import { useArea } from '../../../components/hooks/use-area';

/** A table a test should have: one per score type, and per route for adaptive sets. */
export interface ScoreSlot {
  type: ScoreType;
  route?: ModuleRoute;
}

const SEGMENT: Record<ScoreTableTarget, ScoreTargetSegment> = { practice: 'practice', practice_set: 'practice-set', adaptive_set: 'adaptive-set' };

/** The score tables of a practice, full set or adaptive set, with links to edit them or add the missing ones. */
export function ScoreTablesCard({ target, targetId, slots }: { target: ScoreTableTarget; targetId: number; slots: readonly ScoreSlot[] }) {
  const { api } = useStores();
  const intl = useIntl();
  const paths = areaPaths(useArea());
  const { data } = useLoad(() => practicesApi(api).scoreTables(target, targetId), `${target}:${targetId}`);
  const tables = data ?? [];
  const missing = slots.filter((s) => !tables.some((t) => t.type === s.type && (t.route ?? undefined) === s.route));
  const name = (type: ScoreType, route?: ModuleRoute | null) => ({
    type: intl.formatMessage(SCORE_TYPE_LABELS[type]),
    route: route ? intl.formatMessage(ROUTE_LABELS[route]) : '',
  });

  return (
    <Card className="shadow-soft" data-testid="score-tables-card">
      <Card.Header className="bg-transparent fw-semibold py-3 px-4">
        <FormattedMessage {...m.title} />
      </Card.Header>
      <Card.Body className="p-4">
        {data && tables.length === 0 && (
          <p className="small text-body-secondary">
            <FormattedMessage {...m.none} />
          </p>
        )}
        {tables.length > 0 && (
          <ListGroup className="mb-3">
            {tables.map((t) => (
              <ListGroup.Item key={t.id} className="d-flex justify-content-between align-items-center gap-2 small">
                <FormattedMessage {...(t.route ? m.rowRoute : m.row)} values={{ ...name(t.type, t.route), max: t.max_raw }} />
                <Link to={paths.scoreTable(SEGMENT[target], targetId, t.id)} data-testid={`score-table-edit-${t.id}`}>
                  <FormattedMessage {...m.edit} />
                </Link>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        <div className="d-flex flex-wrap gap-2">
          {data &&
            missing.map((s) => (
              <Link
                key={`${s.type}-${s.route ?? ''}`}
                to={paths.newScoreTable(SEGMENT[target], targetId, s.type, s.route)}
                className="btn btn-outline-primary btn-sm"
                data-testid={`score-table-add-${s.type}${s.route ? `-${s.route}` : ''}`}
              >
                <FormattedMessage {...(s.route ? m.addRoute : m.add)} values={name(s.type, s.route)} />
              </Link>
            ))}
        </div>
      </Card.Body>
    </Card>
  );
}
