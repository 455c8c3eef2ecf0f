import type { ReactNode } from 'react';
import { Alert, Button, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { AdaptiveSetPublicDto, PracticePublicDto, PracticeSetPublicDto } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { useLoad } from '../hooks/use-load';
import { studentListMessages } from '../messages';
import { AdaptiveCard, FullSetCard, PracticeCard } from './test-cards';

export type TestListKind = 'all' | 'adaptive' | 'practice' | 'full';

interface Published {
  adaptive: AdaptiveSetPublicDto[];
  practices: PracticePublicDto[];
  sets: PracticeSetPublicDto[];
}

const LIST = { status: 'published', per_page: 100 } as const;

/** Practices that are modules of a listed adaptive set are taken through the set, not on their own. */
export function standalonePractices(practices: readonly PracticePublicDto[], adaptive: readonly AdaptiveSetPublicDto[]) {
  const inSets = new Set(adaptive.flatMap((a) => a.sections.flatMap((s) => [s.module1.id, s.easier_module2.id, s.harder_module2.id])));
  return practices.filter((p) => !inSets.has(p.id));
}

function Group({ title, testId, children }: { title: MessageDescriptor; testId: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="mb-4" data-testid={testId}>
      <h2 className="h5 fw-semibold mb-3">
        <FormattedMessage {...title} />
      </h2>
      <Row className="g-3">
        {children.map((child, i) => (
          <Col md={6} xl={4} key={i}>
            {child}
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** The published tests a student can take, grouped: adaptive digital SAT, drills, sections and modules, full sets. */
export function PublishedTests({ kind }: { kind: TestListKind }) {
  const { api } = useStores();
  const want = (k: TestListKind) => kind === 'all' || kind === k;
  const { data, failed, loading, reload } = useLoad<Published>(async () => {
    const client = practicesApi(api);
    const [adaptive, practices, sets] = await Promise.all([
      want('adaptive') || want('practice') ? client.listPublishedAdaptive(LIST) : null,
      want('practice') ? client.listPublishedPractices(LIST) : null,
      want('full') ? client.listPublishedSets(LIST) : null,
    ]);
    return { adaptive: adaptive?.data ?? [], practices: practices?.data ?? [], sets: sets?.data ?? [] };
  }, kind);

  if (loading && !data) {
    return (
      <div className="py-5 text-center">
        <Spinner animation="border" role="status" variant="primary" />
      </div>
    );
  }
  if (failed || !data) {
    return (
      <Alert variant="warning" className="d-flex align-items-center justify-content-between">
        <FormattedMessage {...studentListMessages.loadFailed} />
        <Button variant="outline-secondary" size="sm" onClick={reload}>
          <FormattedMessage {...studentListMessages.retry} />
        </Button>
      </Alert>
    );
  }

  const adaptive = want('adaptive') ? data.adaptive : [];
  const practices = standalonePractices(data.practices, data.adaptive);
  const drills = practices.filter((p) => p.kind === 'drill');
  const others = practices.filter((p) => p.kind !== 'drill');
  const empty = adaptive.length + practices.length + data.sets.length === 0;

  return (
    <div data-testid="published-tests">
      {empty && (
        <p className="text-body-secondary" data-testid="published-tests-empty">
          <FormattedMessage {...studentListMessages.empty} />
        </p>
      )}
      <Group title={studentListMessages.groupAdaptive} testId="group-adaptive">
        {adaptive.map((a) => (
          <AdaptiveCard key={a.id} set={a} />
        ))}
      </Group>
      <Group title={studentListMessages.groupFull} testId="group-full">
        {data.sets.map((s) => (
          <FullSetCard key={s.id} set={s} />
        ))}
      </Group>
      <Group title={studentListMessages.groupDrills} testId="group-drills">
        {drills.map((p) => (
          <PracticeCard key={p.id} practice={p} />
        ))}
      </Group>
      <Group title={studentListMessages.groupSections} testId="group-sections">
        {others.map((p) => (
          <PracticeCard key={p.id} practice={p} />
        ))}
      </Group>
    </div>
  );
}
