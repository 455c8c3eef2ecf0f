import { useState, type FormEvent } from 'react';
import { Button, Card, Form, InputGroup, Modal, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normalizeClassCode, TEACHER_CODE_LENGTH } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { FormAlert } from '../../../components/form/form-alert';
import { useStores } from '../../../stores/store-context';
import { classesApi } from '../api';
import { emptyClassForm } from '../class-form';
import { joinProblem } from '../class-errors';
import { ClassForm } from '../components/class-form';
import { ClassListTable } from '../components/class-list-table';
import { createdMessages as m } from '../messages';
import { teacherClassPath } from '../paths';
import { ClassPage } from './class-page';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A co-teacher joins with the class's teacher code (the spec's "instructor code"). */
function JoinAsTeacher({ onJoined }: { onJoined: (classId: number) => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const { class_id } = await classesApi(api).joinAsTeacher(normalizeClassCode(code));
      onJoined(class_id);
    } catch (error) {
      const known = joinProblem(error);
      if (known) setProblem(intl.formatMessage(known));
      else ui.handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="shadow-soft mb-4">
      <Card.Body>
        <h2 className="h6 fw-semibold mb-2">
          <FormattedMessage {...m.joinTitle} />
        </h2>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <InputGroup style={{ maxWidth: 420 }}>
            <Form.Control
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={TEACHER_CODE_LENGTH + 4}
              placeholder={intl.formatMessage(m.joinPlaceholder)}
              aria-label={intl.formatMessage(m.joinPlaceholder)}
              className="text-uppercase"
              data-testid="teacher-code-input"
            />
            <Button type="submit" variant="outline-primary" disabled={busy || !code.trim()} data-testid="teacher-code-join">
              {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
              <FormattedMessage {...m.join} />
            </Button>
          </InputGroup>
        </Form>
        {problem && (
          <div className="mt-2" style={{ maxWidth: 420 }}>
            <FormAlert message={problem} testId="teacher-join-error" />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function ClassLists() {
  const { api } = useStores();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const calls = classesApi(api);
  const created = useLoad(() => calls.created(), 'created', { pageLevel: false });
  const mine = useLoad(() => calls.mine(true), 'mine');
  const coTaught = (mine.data ?? []).filter((c) => c.my_role === 'teacher');
  const open = (classId: number) => navigate(teacherClassPath(classId));

  return (
    <div data-testid="created-classes-page">
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="class-new">
            <FormattedMessage {...m.newClass} />
          </Button>
        }
      />
      <Card className="shadow-soft mb-4">
        {!created.data ? (
          <div className="text-center py-5">
            <Spinner animation="border" />
          </div>
        ) : created.data.length === 0 ? (
          <Card.Body className="text-center text-body-secondary py-5" data-testid="created-empty">
            <FormattedMessage {...m.empty} />
          </Card.Body>
        ) : (
          <ClassListTable classes={created.data} linkOf={(c) => teacherClassPath(c.id)} />
        )}
      </Card>
      {coTaught.length > 0 && (
        <>
          <h2 className="h5 fw-semibold mb-3">
            <FormattedMessage {...m.coTaught} />
          </h2>
          <Card className="shadow-soft mb-4" data-testid="co-taught">
            <ClassListTable classes={coTaught} linkOf={(c) => teacherClassPath(c.id)} showOwner />
          </Card>
        </>
      )}
      <JoinAsTeacher onJoined={open} />
      <Modal show={creating} onHide={() => setCreating(false)} size="lg" aria-labelledby="class-new-title" data-testid="class-new-dialog">
        <Modal.Header closeButton>
          <Modal.Title id="class-new-title" className="h5">
            <FormattedMessage {...m.newClass} />
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ClassForm
            initial={emptyClassForm(browserZone())}
            submitLabel={m.create}
            testId="class-create-form"
            onSubmit={async (input) => {
              const c = await calls.create(input);
              setCreating(false);
              open(c.id);
            }}
          />
        </Modal.Body>
      </Modal>
    </div>
  );
}

/**
 * `/classes-i-created`: the teacher's classes (own, then co-taught), a new class, joining as co-teacher;
 * with `?class={id}` the class page itself (the link the server's e-mails use).
 */
export function CreatedClassesPage() {
  const [params] = useSearchParams();
  const classId = Number(params.get('class'));
  if (Number.isSafeInteger(classId) && classId > 0) return <ClassPage key={classId} classId={classId} />;
  return <ClassLists />;
}
