import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge, Button, Card, Col, ProgressBar, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { localizedText, Role, type VideoLessonSummaryDto } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { videoApi } from '../api';
import { LessonEditor } from '../components/lesson-editor';
import { accessMessages, listMessages as m } from '../messages';
import { videoDetailPath } from '../paths';
import { clockText } from '../time';

function LessonCard({ lesson }: { lesson: VideoLessonSummaryDto }) {
  const intl = useIntl();
  const { locale } = useStores();
  const p = lesson.progress;
  const place = lesson.course_title ? localizedText(lesson.course_title, locale.locale) : lesson.class_name;
  return (
    <Card className="h-100 shadow-soft" data-testid="video-lesson-card">
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          <Badge bg={lesson.access === 'preview' ? 'success' : 'secondary'}>
            <FormattedMessage {...accessMessages[lesson.access]} />
          </Badge>
          {lesson.locked && (
            <Badge bg="warning" text="dark" data-testid="video-locked">
              <FormattedMessage {...(lesson.locked === 'pro' ? m.lockedPro : m.lockedCourse)} />
            </Badge>
          )}
          {p?.completed && (
            <Badge bg="primary">
              <FormattedMessage {...m.completed} />
            </Badge>
          )}
        </div>
        <Card.Title as="h2" className="h6 fw-semibold">
          <Link to={videoDetailPath(lesson.id)} className="stretched-link text-decoration-none">
            {lesson.title}
          </Link>
        </Card.Title>
        {place && <div className="small text-muted mb-1">{place}</div>}
        {lesson.description && <Card.Text className="small text-muted text-truncate-3">{lesson.description}</Card.Text>}
        <div className="mt-auto small text-muted d-flex flex-wrap gap-3">
          {lesson.duration_seconds !== null && <span>{clockText(lesson.duration_seconds)}</span>}
          {lesson.chapter_count > 0 && <FormattedMessage {...m.chapters} values={{ count: lesson.chapter_count }} />}
        </div>
        {p && (
          <div className="mt-2">
            <ProgressBar
              now={p.watched_percent}
              style={{ height: 6 }}
              aria-label={intl.formatMessage(m.progressLabel)}
              data-testid="video-progress"
            />
            <div className="small text-muted mt-1">
              <FormattedMessage {...m.watched} values={{ percent: p.watched_percent }} />
            </div>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** /video-classes: the lessons the student may see (locked ones say why), their progress; editors add lessons. */
export const VideoClassesPage = observer(function VideoClassesPage() {
  const { api, session } = useStores();
  const navigate = useNavigate();
  const { data: lessons, loading } = useLoad(() => videoApi(api).lessons(), 'video-lessons', { pageLevel: true });
  const [creating, setCreating] = useState(false);
  const editor = session.hasAnyRole([Role.Admin, Role.SuperAdmin, Role.Teacher]);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={<FormattedMessage {...m.subtitle} />}
        actions={
          editor && (
            <Button onClick={() => setCreating(true)} data-testid="video-new">
              <FormattedMessage {...m.newLesson} />
            </Button>
          )
        }
      />
      {loading && !lessons && <Spinner animation="border" size="sm" />}
      {lessons && lessons.length === 0 && (
        <p className="text-muted" data-testid="video-empty">
          <FormattedMessage {...m.empty} />
        </p>
      )}
      {lessons && lessons.length > 0 && (
        <Row xs={1} md={2} lg={3} className="g-3">
          {lessons.map((l) => (
            <Col key={l.id}>
              <LessonCard lesson={l} />
            </Col>
          ))}
        </Row>
      )}
      {creating && <LessonEditor lesson={null} onClose={() => setCreating(false)} onSaved={(l) => navigate(videoDetailPath(l.id))} />}
    </>
  );
});
