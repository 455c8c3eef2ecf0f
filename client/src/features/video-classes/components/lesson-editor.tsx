import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Col, Form, Modal, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  classPath,
  coursePath,
  localizedText,
  Role,
  VIDEO_ACCESS,
  VIDEO_LIMITS as L,
  VIDEO_SOURCES,
  type ClassSummaryDto,
  type CourseSummaryDto,
  type VideoAccess,
  type VideoChapterDto,
  type VideoLessonDetailDto,
  type VideoLessonInput,
  type VideoSourceKind,
} from '@app/shared';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { videoApi } from '../api';
import { accessMessages, editorMessages as m, sourceMessages } from '../messages';
import { clockText, parseClock } from '../time';

interface ChapterRow {
  title: string;
  start: string;
}

interface Props {
  /** The lesson to edit; null creates one. */
  lesson: VideoLessonDetailDto | null;
  /** A new lesson of this class (from the class's materials). */
  classId?: number;
  onClose: () => void;
  onSaved: (lesson: VideoLessonDetailDto) => void;
}

/** Creates or edits a lesson, its chapters and (for a file lesson) its video. Admins choose any access; teachers their classes. */
export const LessonEditor = observer(function LessonEditor({ lesson, classId: presetClass, onClose, onSaved }: Props) {
  const { api, session, locale, ui } = useStores();
  const intl = useIntl();
  const admin = session.hasAnyRole([Role.Admin, Role.SuperAdmin]);
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [description, setDescription] = useState(lesson?.description ?? '');
  const [access, setAccess] = useState<VideoAccess>(lesson?.access ?? (admin && !presetClass ? 'preview' : 'class'));
  const [courseId, setCourseId] = useState(lesson?.course_id ? String(lesson.course_id) : '');
  const [classId, setClassId] = useState(lesson?.class_id ? String(lesson.class_id) : presetClass ? String(presetClass) : '');
  const [sourceKind, setSourceKind] = useState<VideoSourceKind>(lesson?.source_kind ?? 'file');
  const [url, setUrl] = useState(lesson?.source_url ?? '');
  const [duration, setDuration] = useState(lesson?.duration_seconds ? clockText(lesson.duration_seconds) : '');
  const [chapters, setChapters] = useState<ChapterRow[]>(
    (lesson?.chapters ?? []).map((c) => ({ title: c.title, start: clockText(c.start_seconds) })),
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const api2 = videoApi(api);

  const { data: courses } = useLoad(() => api.get<CourseSummaryDto[]>(coursePath('managed')), 'video-editor-courses', { skip: !admin });
  const { data: classes } = useLoad(() => api.get<ClassSummaryDto[]>(classPath('createdClasses')), 'video-editor-classes', {
    skip: !session.hasAnyRole([Role.Teacher]),
  });
  const accessChoices = admin ? VIDEO_ACCESS : (['class'] as const);

  function input(): VideoLessonInput | null {
    const local: Record<string, string> = {};
    const durationSeconds = duration.trim() ? parseClock(duration) : null;
    if (durationSeconds === undefined) local.duration_seconds = intl.formatMessage(m.timeFormat);
    const rows: VideoChapterDto[] = [];
    chapters.forEach((c, i) => {
      const start = parseClock(c.start);
      if (start === undefined || start === null) local[`chapters[${i}].start_seconds`] = intl.formatMessage(m.timeFormat);
      rows.push({ title: c.title, start_seconds: start ?? 0 });
    });
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return null;
    }
    return {
      title,
      description,
      access,
      course_id: access === 'course' && courseId ? Number(courseId) : null,
      class_id: access === 'class' && classId ? Number(classId) : null,
      source_kind: sourceKind,
      source_url: sourceKind === 'file' ? null : url,
      duration_seconds: durationSeconds ?? null,
      chapters: rows,
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    const body = input();
    if (!body) return;
    await run(async () => {
      let saved = lesson ? await api2.update(lesson.id, body) : await api2.create(body);
      if (file && saved.source_kind === 'file') {
        try {
          saved = await api2.upload(saved.id, file);
        } catch (error) {
          // The lesson is saved; the editor stays open on it so the upload can be retried.
          onSaved(saved);
          throw error;
        }
      }
      ui.toast(intl.formatMessage(m.saved), 'success');
      onSaved(saved);
    });
  }

  const setChapter = (i: number, patch: Partial<ChapterRow>) => setChapters((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const err = (field: string) => errors[field];

  return (
    <Modal show onHide={onClose} size="lg" backdrop="static" data-testid="video-editor">
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            <FormattedMessage {...(lesson ? m.editTitle : m.createTitle)} />
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField
            name="title"
            label={<FormattedMessage {...m.title} />}
            value={title}
            maxLength={L.titleMax}
            error={err('title')}
            onChange={(e) => setTitle(e.target.value)}
            testId="video-title"
          />
          <TextField
            name="description"
            as="textarea"
            rows={3}
            optional
            label={<FormattedMessage {...m.description} />}
            value={description}
            maxLength={L.descriptionMax}
            error={err('description')}
            onChange={(e) => setDescription(e.target.value)}
          />
          <Row>
            <Col md={6}>
              <SelectField
                name="access"
                label={<FormattedMessage {...m.access} />}
                value={access}
                options={accessChoices.map((a) => ({ value: a, label: intl.formatMessage(accessMessages[a]) }))}
                error={err('access')}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => setAccess(e.target.value as VideoAccess)}
                testId="video-access"
              />
            </Col>
            <Col md={6}>
              {access === 'course' && (
                <SelectField
                  name="course_id"
                  label={<FormattedMessage {...m.course} />}
                  value={courseId}
                  placeholder={intl.formatMessage(m.pickCourse)}
                  options={(courses ?? []).map((c) => ({ value: String(c.id), label: localizedText(c.title, locale.locale) }))}
                  error={err('course_id')}
                  onChange={(e: ChangeEvent<HTMLSelectElement>) => setCourseId(e.target.value)}
                />
              )}
              {access === 'class' && (
                <SelectField
                  name="class_id"
                  label={<FormattedMessage {...m.class} />}
                  value={classId}
                  placeholder={intl.formatMessage(m.pickClass)}
                  options={(classes ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                  error={err('class_id')}
                  onChange={(e: ChangeEvent<HTMLSelectElement>) => setClassId(e.target.value)}
                  testId="video-class"
                />
              )}
            </Col>
          </Row>
          <Row>
            <Col md={6}>
              <SelectField
                name="source_kind"
                label={<FormattedMessage {...m.source} />}
                value={sourceKind}
                options={VIDEO_SOURCES.map((s) => ({ value: s, label: intl.formatMessage(sourceMessages[s]) }))}
                error={err('source_kind')}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => setSourceKind(e.target.value as VideoSourceKind)}
                testId="video-source"
              />
            </Col>
            <Col md={6}>
              <TextField
                name="duration_seconds"
                optional
                label={<FormattedMessage {...m.duration} />}
                help={<FormattedMessage {...m.durationHelp} />}
                value={duration}
                placeholder="12:30"
                error={err('duration_seconds')}
                onChange={(e) => setDuration(e.target.value)}
              />
            </Col>
          </Row>
          {sourceKind === 'file' ? (
            <Form.Group className="mb-3" controlId="video-file">
              <Form.Label>
                <FormattedMessage {...m.file} />
              </Form.Label>
              <Form.Control
                type="file"
                accept="video/webm,video/mp4,video/quicktime,video/ogg"
                isInvalid={!!err('file')}
                data-testid="video-file"
                onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
              />
              <Form.Control.Feedback type="invalid">{err('file')}</Form.Control.Feedback>
              <Form.Text muted>
                {lesson?.file ? (
                  <FormattedMessage
                    {...m.currentFile}
                    values={{ name: lesson.file.name, size: intl.formatNumber(lesson.file.size / 1048576, { maximumFractionDigits: 1 }) }}
                  />
                ) : (
                  <FormattedMessage {...m.fileHelp} values={{ max: L.fileMaxBytes / 1048576 }} />
                )}
              </Form.Text>
            </Form.Group>
          ) : (
            <TextField
              name="source_url"
              label={<FormattedMessage {...m.url} />}
              help={<FormattedMessage {...m.urlHelp} />}
              value={url}
              maxLength={L.urlMax}
              error={err('source_url')}
              onChange={(e) => setUrl(e.target.value)}
              testId="video-url"
            />
          )}
          <fieldset>
            <legend className="h6 fw-semibold">
              <FormattedMessage {...m.chapters} />
            </legend>
            <p className="small text-muted">
              <FormattedMessage {...m.chaptersHelp} />
            </p>
            {err('chapters') && <div className="text-danger small mb-2">{err('chapters')}</div>}
            {chapters.map((c, i) => (
              <Row key={i} className="g-2 align-items-start" data-testid="video-chapter-row">
                <Col xs={4} sm={3}>
                  <TextField
                    name={`chapter-start-${i}`}
                    label={<FormattedMessage {...m.chapterStart} />}
                    value={c.start}
                    placeholder="0:00"
                    error={err(`chapters[${i}].start_seconds`)}
                    onChange={(e) => setChapter(i, { start: e.target.value })}
                  />
                </Col>
                <Col>
                  <TextField
                    name={`chapter-title-${i}`}
                    label={<FormattedMessage {...m.chapterTitle} />}
                    value={c.title}
                    maxLength={L.chapterTitleMax}
                    error={err(`chapters[${i}].title`)}
                    onChange={(e) => setChapter(i, { title: e.target.value })}
                  />
                </Col>
                <Col xs="auto" className="pt-4">
                  <Button variant="outline-danger" size="sm" className="mt-2" onClick={() => setChapters((cs) => cs.filter((_, j) => j !== i))}>
                    <FormattedMessage {...m.removeChapter} />
                  </Button>
                </Col>
              </Row>
            ))}
            {chapters.length < L.chaptersMax && (
              <Button
                variant="outline-secondary"
                size="sm"
                data-testid="video-add-chapter"
                onClick={() => setChapters((cs) => [...cs, { title: '', start: cs.length === 0 ? '0:00' : '' }])}
              >
                <FormattedMessage {...m.addChapter} />
              </Button>
            )}
          </fieldset>
          <FormAlert message={formError} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button type="submit" disabled={submitting} data-testid="video-save">
            <FormattedMessage {...(submitting && file ? m.uploading : m.save)} />
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
});
