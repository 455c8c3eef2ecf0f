import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Col, ListGroup, ProgressBar, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { chapterAt, localizedText, type VideoLessonDetailDto, type VideoProgressDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { PATHS } from '../../../config/paths';
import { useStores } from '../../../stores/store-context';
import { videoApi } from '../api';
import { LessonEditor } from '../components/lesson-editor';
import type { PlayerControl } from '../components/video-player';
import { accessMessages, lessonMessages as m, listMessages } from '../messages';
import { VIDEO_PATHS } from '../paths';
import { clockText } from '../time';

/** Plyr and hls.js live in this chunk only. */
const VideoPlayer = lazy(() => import('../components/video-player'));

function Locked({ lesson }: { lesson: VideoLessonDetailDto }) {
  const pro = lesson.locked === 'pro';
  return (
    <Alert variant="warning" data-testid="video-locked-panel">
      <Alert.Heading as="h2" className="h5">
        <FormattedMessage {...(pro ? m.lockedProTitle : m.lockedCourseTitle)} />
      </Alert.Heading>
      <p>
        <FormattedMessage {...(pro ? m.lockedProText : m.lockedCourseText)} />
      </p>
      <Link to={pro ? PATHS.plans : PATHS.courses} className="btn btn-primary">
        <FormattedMessage {...(pro ? m.lockedProAction : m.lockedCourseAction)} />
      </Link>
    </Alert>
  );
}

function Lesson({ lesson, reload }: { lesson: VideoLessonDetailDto; reload: () => void }) {
  const { api, ui, locale } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const control = useRef<PlayerControl | null>(null);
  const [progress, setProgress] = useState<VideoProgressDto | null>(lesson.progress);
  const [now, setNow] = useState(lesson.progress?.position_seconds ?? 0);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const v = videoApi(api);
  const current = chapterAt(lesson.chapters, now);

  const onSave = useCallback(
    (position: number, duration: number, leaving: boolean) => {
      v.saveProgress(lesson.id, { position_seconds: position, duration_seconds: duration }, leaving)
        .then((p) => setProgress(p))
        // A lost save is made up by the next one; the page says nothing about it.
        .catch(() => undefined);
    },
    [lesson.id], // eslint-disable-line react-hooks/exhaustive-deps
  );

  async function remove() {
    try {
      await v.remove(lesson.id);
      ui.toast(intl.formatMessage(m.deleted), 'success');
      navigate(VIDEO_PATHS.home);
    } catch (error) {
      ui.handleError(error);
      setDeleting(false);
    }
  }

  const place = lesson.course_title ? localizedText(lesson.course_title, locale.locale) : lesson.class_name;
  return (
    <>
      <PageHeader
        title={lesson.title}
        badges={
          <Badge bg={lesson.access === 'preview' ? 'success' : 'secondary'} className="ms-2 fs-6 align-middle">
            <FormattedMessage {...accessMessages[lesson.access]} />
          </Badge>
        }
        subtitle={place ?? undefined}
        back={{ to: VIDEO_PATHS.home, label: <FormattedMessage {...m.back} /> }}
        actions={
          lesson.editable && (
            <div className="d-flex gap-2">
              <Button variant="outline-primary" onClick={() => setEditing(true)} data-testid="video-edit">
                <FormattedMessage {...m.edit} />
              </Button>
              <Button variant="outline-danger" onClick={() => setDeleting(true)} data-testid="video-delete">
                <FormattedMessage {...m.delete} />
              </Button>
            </div>
          )
        }
      />
      <Row className="g-4">
        <Col lg={8}>
          {lesson.locked ? (
            <Locked lesson={lesson} />
          ) : lesson.playback ? (
            <Suspense
              fallback={
                <div className="ratio ratio-16x9 bg-light d-flex align-items-center justify-content-center">
                  <Spinner animation="border" role="status">
                    <span className="visually-hidden">
                      <FormattedMessage {...m.playerLoading} />
                    </span>
                  </Spinner>
                </div>
              }
            >
              <VideoPlayer
                playback={lesson.playback}
                chapters={lesson.chapters}
                startAt={lesson.progress?.position_seconds ?? 0}
                onSave={onSave}
                onTime={(t) => setNow(Math.floor(t))}
                control={control}
              />
            </Suspense>
          ) : (
            <Alert variant="secondary" data-testid="video-no-video">
              <FormattedMessage {...m.noVideo} />
            </Alert>
          )}
          {progress && (
            <div className="mt-3" data-testid="video-lesson-progress">
              <ProgressBar now={progress.watched_percent} style={{ height: 6 }} aria-label={intl.formatMessage(listMessages.progressLabel)} />
              <div className="small text-muted mt-1">
                <FormattedMessage {...listMessages.watched} values={{ percent: progress.watched_percent }} />
                {progress.completed && (
                  <Badge bg="primary" className="ms-2">
                    <FormattedMessage {...listMessages.completed} />
                  </Badge>
                )}
              </div>
            </div>
          )}
          {lesson.description && <p className="mt-3 text-pre-wrap">{lesson.description}</p>}
        </Col>
        <Col lg={4}>
          <Card className="shadow-soft">
            <Card.Header as="h2" className="h6 fw-semibold mb-0">
              <FormattedMessage {...m.chapters} />
            </Card.Header>
            {lesson.chapters.length === 0 ? (
              <Card.Body className="small text-muted">
                <FormattedMessage {...m.noChapters} />
              </Card.Body>
            ) : (
              <ListGroup variant="flush" data-testid="video-chapters">
                {lesson.chapters.map((c, i) => (
                  <ListGroup.Item
                    key={c.start_seconds}
                    action
                    active={i === current}
                    disabled={!!lesson.locked}
                    onClick={() => control.current?.seek(c.start_seconds)}
                    className="d-flex gap-3"
                  >
                    <span className="font-monospace small pt-1">{clockText(c.start_seconds)}</span>
                    <span>{c.title}</span>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Card>
        </Col>
      </Row>
      {editing && (
        <LessonEditor
          lesson={lesson}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
      <ConfirmModal
        show={deleting}
        danger
        body={<FormattedMessage {...m.deleteConfirm} values={{ title: lesson.title }} />}
        confirmLabel={<FormattedMessage {...m.delete} />}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** /video-classes/detail?id={lessonId}: the player (or why it is locked), the chapters, the student's progress. */
export const VideoLessonPage = observer(function VideoLessonPage() {
  const { api } = useStores();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const { data: lesson, reload } = useLoad(() => videoApi(api).lesson(id), `video-lesson-${id}`, { pageLevel: true, skip: !valid });
  if (!valid) return <Navigate to={PATHS.notFound} replace />;
  if (!lesson) return <Spinner animation="border" size="sm" />;
  return <Lesson key={`${lesson.id}-${lesson.updated_at}`} lesson={lesson} reload={reload} />;
});
