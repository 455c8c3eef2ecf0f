import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Role } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { videoApi } from '../api';
import { classVideoMessages as m, listMessages } from '../messages';
import { videoDetailPath } from '../paths';
import { LessonEditor } from './lesson-editor';

/**
 * A class's video lessons, on its materials: the videos its teachers attached (class lessons), with each
 * student's progress; a teacher of the class adds one here.
 */
export const ClassVideos = observer(function ClassVideos({ classId, readOnly }: { classId: number; readOnly: boolean }) {
  const { api, session } = useStores();
  const navigate = useNavigate();
  const { data } = useLoad(() => videoApi(api).lessons(), `class-videos-${classId}`);
  const [adding, setAdding] = useState(false);
  const lessons = (data ?? []).filter((l) => l.class_id === classId);
  const canAdd = !readOnly && session.hasAnyRole([Role.Teacher]);
  if (!data || (lessons.length === 0 && !canAdd)) return null;
  return (
    <Card className="shadow-soft mt-4" data-testid="class-videos">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 className="h6 fw-semibold mb-0">
          <FormattedMessage {...m.title} />
        </h2>
        {canAdd && (
          <Button size="sm" variant="outline-primary" onClick={() => setAdding(true)} data-testid="class-video-add">
            <FormattedMessage {...m.add} />
          </Button>
        )}
      </Card.Header>
      {lessons.length === 0 ? (
        <Card.Body className="small text-muted">
          <FormattedMessage {...m.empty} />
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {lessons.map((l) => (
            <ListGroup.Item key={l.id} className="d-flex justify-content-between align-items-center gap-2">
              <Link to={videoDetailPath(l.id)}>{l.title}</Link>
              {l.progress && (
                <Badge bg={l.progress.completed ? 'primary' : 'light'} text={l.progress.completed ? undefined : 'dark'}>
                  {l.progress.completed ? (
                    <FormattedMessage {...listMessages.completed} />
                  ) : (
                    <FormattedMessage {...listMessages.watched} values={{ percent: l.progress.watched_percent }} />
                  )}
                </Badge>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      {adding && <LessonEditor lesson={null} classId={classId} onClose={() => setAdding(false)} onSaved={(l) => navigate(videoDetailPath(l.id))} />}
    </Card>
  );
});
