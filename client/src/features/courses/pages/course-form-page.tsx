import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import {
  COURSE_LIMITS as L,
  COURSE_SLUGS,
  COURSE_TYPES,
  LOCALES,
  PAYMENT_CURRENCIES,
  type CourseDetailDto,
  type CourseInput,
  type CourseSlug,
  type LocalizedText,
} from '@app/shared';
import { FieldRow } from '../../../components/form/field-row';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmit } from '../../../components/form/use-submit';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { coursesApi } from '../api';
import { commonMessages as cm, formMessages as m, langMessages, publicPageMessages, typeMessages } from '../messages';
import { moneyText, parseMoney } from '../money-input';
import { areaCourseDetailPath, areaCoursesPath, type CourseArea } from '../paths';

interface Values {
  type: CourseInput['type'];
  title: LocalizedText;
  description: LocalizedText;
  fee: string;
  currency: CourseInput['currency'];
  capacity: string;
  active: boolean;
  start_date: string;
  end_date: string;
  /** '' for none. */
  public_page: CourseSlug | '';
}

const EMPTY_TEXT: LocalizedText = { 'en-US': '', 'zh-CN': '', 'zh-TW': '' };
const BLANK: Values = {
  type: 'group',
  title: EMPTY_TEXT,
  description: EMPTY_TEXT,
  fee: '',
  currency: 'TWD',
  capacity: '20',
  active: true,
  start_date: '',
  end_date: '',
  public_page: '',
};

const valuesOf = (c: CourseDetailDto): Values => ({
  type: c.type,
  title: c.title,
  description: c.description,
  fee: moneyText(c.fee),
  currency: c.currency,
  capacity: String(c.capacity),
  active: c.active,
  start_date: c.start_date ?? '',
  end_date: c.end_date ?? '',
  public_page: c.public_page ?? '',
});

/** The course's fields, the same for the three areas (create and edit); the server checks them again, 422 per field. */
function CourseForm({ area, course }: { area: CourseArea; course: CourseDetailDto | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api, ui } = useStores();
  const [values, setValues] = useState<Values>(course ? valuesOf(course) : BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const langName = (l: (typeof LOCALES)[number]) => intl.formatMessage(langMessages[l]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fee = parseMoney(values.fee);
    if (fee === null) {
      setErrors({ fee: intl.formatMessage(m.feeInvalid) });
      return;
    }
    const input: CourseInput = {
      type: values.type,
      title: values.title,
      description: values.description,
      fee,
      currency: values.currency,
      capacity: Number(values.capacity),
      active: values.active,
      start_date: values.start_date || null,
      end_date: values.end_date || null,
      public_page: values.public_page || null,
    };
    void run(async () => {
      const saved = course ? await coursesApi(api).update(course.id, input) : await coursesApi(api).create(input);
      if (course) ui.toast(intl.formatMessage(m.saved), 'success');
      navigate(areaCourseDetailPath(area, saved.id));
    });
  };

  const setEnded = (ended: boolean) =>
    void run(async () => {
      const saved = await coursesApi(api).update(course!.id, { ended });
      navigate(areaCourseDetailPath(area, saved.id));
    });

  return (
    <Card className="shadow-soft">
      <Card.Body>
        <Form noValidate onSubmit={submit} data-testid="course-form">
          <SelectField
            name="type"
            label={intl.formatMessage(m.type)}
            options={COURSE_TYPES.map((t) => ({ value: t, label: intl.formatMessage(typeMessages[t]) }))}
            value={values.type}
            error={errors.type}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => set('type', e.target.value as Values['type'])}
            testId="course-type"
          />
          <Form.Text className="d-block text-body-secondary mb-2">
            <FormattedMessage {...m.titleHelp} />
          </Form.Text>
          {LOCALES.map((l) => (
            <TextField
              key={l}
              name={`title.${l}`}
              label={intl.formatMessage(m.title, { lang: langName(l) })}
              value={values.title[l]}
              maxLength={L.titleMax}
              optional={l !== 'en-US'}
              error={errors[`title.${l}`] || (l === 'en-US' ? errors.title : undefined)}
              onChange={(e) => set('title', { ...values.title, [l]: e.target.value })}
              testId={`course-title-${l}`}
            />
          ))}
          {LOCALES.map((l) => (
            <TextField
              key={l}
              name={`description.${l}`}
              as="textarea"
              rows={2}
              optional
              label={intl.formatMessage(m.description, { lang: langName(l) })}
              value={values.description[l]}
              maxLength={L.descriptionMax}
              error={errors[`description.${l}`]}
              onChange={(e) => set('description', { ...values.description, [l]: e.target.value })}
              testId={`course-description-${l}`}
            />
          ))}
          <FieldRow>
            <TextField
              name="fee"
              label={intl.formatMessage(m.fee)}
              inputMode="decimal"
              value={values.fee}
              error={errors.fee}
              help={<FormattedMessage {...m.feeHelp} />}
              onChange={(e) => set('fee', e.target.value)}
              testId="course-fee"
            />
            <SelectField
              name="currency"
              label={intl.formatMessage(m.currency)}
              options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
              value={values.currency}
              error={errors.currency}
              onChange={(e: ChangeEvent<HTMLSelectElement>) => set('currency', e.target.value as Values['currency'])}
              testId="course-currency"
            />
            <TextField
              name="capacity"
              type="number"
              inputMode="numeric"
              min={L.capacityMin}
              max={L.capacityMax}
              label={intl.formatMessage(m.capacity)}
              value={values.capacity}
              error={errors.capacity}
              onChange={(e) => set('capacity', e.target.value)}
              testId="course-capacity"
            />
          </FieldRow>
          <FieldRow>
            <TextField
              name="start_date"
              type="date"
              optional
              label={intl.formatMessage(m.startDate)}
              value={values.start_date}
              error={errors.start_date}
              onChange={(e) => set('start_date', e.target.value)}
              testId="course-start"
            />
            <TextField
              name="end_date"
              type="date"
              optional
              label={intl.formatMessage(m.endDate)}
              value={values.end_date}
              error={errors.end_date}
              onChange={(e) => set('end_date', e.target.value)}
              testId="course-end"
            />
          </FieldRow>
          <SelectField
            name="public_page"
            label={intl.formatMessage(m.publicPage)}
            optional
            placeholder={intl.formatMessage(m.publicPageNone)}
            options={COURSE_SLUGS.map((p) => ({ value: p, label: intl.formatMessage(publicPageMessages[p]) }))}
            value={values.public_page}
            error={errors.public_page}
            help={<FormattedMessage {...m.publicPageHelp} />}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => set('public_page', e.target.value as Values['public_page'])}
            testId="course-public-page"
          />
          <Form.Check
            type="switch"
            id="course-active"
            className="mb-3"
            label={intl.formatMessage(m.active)}
            checked={values.active}
            onChange={(e) => set('active', e.target.checked)}
            data-testid="course-active"
          />
          <FormAlert message={formError} />
          <SubmitButton submitting={submitting} className="w-auto px-4" testId="course-submit">
            <FormattedMessage {...(course ? m.save : m.create)} />
          </SubmitButton>
        </Form>
        {course && (
          <div className="border-top mt-4 pt-3">
            <Button
              variant={course.ended_at ? 'outline-primary' : 'outline-danger'}
              onClick={() => setEnded(!course.ended_at)}
              disabled={submitting}
              data-testid="course-end-toggle"
            >
              <FormattedMessage {...(course.ended_at ? m.reopen : m.end)} />
            </Button>
            <Form.Text className="d-block text-body-secondary mt-1">
              <FormattedMessage {...m.endHelp} />
            </Form.Text>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function AddCoursePage({ area }: { area: CourseArea }) {
  return (
    <div data-testid="course-add-page">
      <PageHeader title={<FormattedMessage {...m.addTitle} />} back={{ to: areaCoursesPath(area), label: <FormattedMessage {...cm.back} /> }} />
      <CourseForm area={area} course={null} />
    </div>
  );
}

function EditCoursePage({ area }: { area: CourseArea }) {
  const { api } = useStores();
  const id = Number(useParams().id);
  const { data } = useLoad(() => coursesApi(api).detail(id), `course:${id}`, { pageLevel: true });
  return (
    <div data-testid="course-edit-page">
      <PageHeader
        title={<FormattedMessage {...m.editTitle} />}
        back={{ to: areaCourseDetailPath(area, id), label: <FormattedMessage {...cm.back} /> }}
      />
      {data ? <CourseForm key={data.id} area={area} course={data} /> : <Spinner animation="border" className="d-block mx-auto my-5" />}
    </div>
  );
}

export const AdminAddCoursePage = () => <AddCoursePage area="admin" />;
export const CompanyAddCoursePage = () => <AddCoursePage area="company" />;
export const TeacherAddCoursePage = () => <AddCoursePage area="teacher" />;
export const AdminEditCoursePage = () => <EditCoursePage area="admin" />;
export const CompanyEditCoursePage = () => <EditCoursePage area="company" />;
export const TeacherEditCoursePage = () => <EditCoursePage area="teacher" />;
