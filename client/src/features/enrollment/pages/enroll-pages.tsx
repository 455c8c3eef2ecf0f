import '../enrollment.css';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Col, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { localizedText, type EnrollableCourseDto, type EnrollmentFormDto } from '@app/shared';
import { FormFooter } from '../../../components/form/form-footer';
import { useSubmit } from '../../../components/form/use-submit';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { CaptchaField } from '../../auth';
import { SitePage, useSiteTexts } from '../../public-site';
import { enrollmentApi } from '../api';
import { DiscountCard } from '../components/discount-card';
import { EnrollmentSummary } from '../components/enrollment-summary';
import { Stepper } from '../components/form-bits';
import { Step1Form } from '../components/step1-form';
import { Step2Form } from '../components/step2-form';
import { Step3Form } from '../components/step3-form';
import { courseFromQuery, nextStep } from '../form-state';
import { pageMessages as m, reviewMessages as rm, successMessages as sm } from '../messages';
import { ENROLLMENT_PATHS, formPath } from '../paths';

/** The public site's frame around the form, with the page's heading. */
const Frame = observer(function Frame({ course, children }: { course?: EnrollableCourseDto; children: ReactNode }) {
  const texts = useSiteTexts();
  const intl = useIntl();
  const { locale } = useStores();
  return (
    <SitePage texts={texts} title={intl.formatMessage(m.title)}>
      <PageHeader
        title={<FormattedMessage {...m.title} />}
        subtitle={course ? localizedText(course.title, locale.locale) : <FormattedMessage {...m.lead} />}
        testId="enroll-header"
      />
      {children}
    </SitePage>
  );
});

/** /enroll: step 1 of a new form; `?course=<public page>` or `?course_id=` chooses the course. */
export function EnrollStartPage() {
  const { api } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [courses, setCourses] = useState<EnrollableCourseDto[] | null>(null);
  const { ui } = useStores();
  useEffect(() => {
    let live = true;
    enrollmentApi(api)
      .courses()
      .then((c) => live && setCourses(c))
      .catch((e: unknown) => {
        if (live) setCourses([]);
        ui.handleError(e);
      });
    return () => {
      live = false;
    };
  }, [api, ui]);
  const courseId = courses ? courseFromQuery(courses, params) : undefined;
  return (
    <Frame course={courses?.find((c) => c.id === courseId)}>
      <Stepper current={1} reachable={1} />
      {courses === null ? (
        <Spinner animation="border" className="d-block mx-auto my-5" />
      ) : (
        <Row>
          <Col lg={8}>
            <Step1Form
              courses={courses}
              form={null}
              courseId={courseId}
              save={async (input) => {
                const created = await enrollmentApi(api).create(input);
                navigate(formPath(created.token, 2), { state: { started: true } });
              }}
            />
          </Col>
        </Row>
      )}
    </Frame>
  );
}

type View = 1 | 2 | 3 | 'review' | 'done';

/** The view a URL asks for, within what the saved form allows. */
function viewOf(form: EnrollmentFormDto, asked: string | null): View {
  if (form.submitted_at) return 'done';
  if (asked === 'review') return form.step >= 3 ? 'review' : nextStep(form);
  const n = Number(asked);
  if (n === 1 || n === 2 || n === 3) return n <= form.step + 1 ? n : nextStep(form);
  return form.step >= 3 ? 'review' : nextStep(form);
}

/** /enroll/form/{token}: the mailed link. The next step, a step to change (`?step=`), the review, the success page. */
export function EnrollFormPage() {
  const { token = '' } = useParams();
  const { api, ui } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const calls = useMemo(() => enrollmentApi(api), [api]);
  const [form, setForm] = useState<EnrollmentFormDto | null>(null);
  const [courses, setCourses] = useState<EnrollableCourseDto[]>([]);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    setMissing(false);
    calls
      .form(token)
      .then((f) => live && setForm(f))
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else ui.handleError(e);
      });
    return () => {
      live = false;
    };
  }, [calls, token, ui]);

  const view = form ? viewOf(form, params.get('step')) : null;
  useEffect(() => {
    if (view !== 1) return;
    let live = true;
    calls
      .courses()
      .then((c) => live && setCourses(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [calls, view]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [view]);

  const go = useCallback(
    (next: View) => navigate(next === 'done' ? formPath(token) : next === 'review' ? `${formPath(token)}?step=review` : formPath(token, next)),
    [navigate, token],
  );
  const saved = (f: EnrollmentFormDto, next: View) => {
    setForm(f);
    go(next);
  };

  if (missing)
    return (
      <Frame>
        <Alert variant="warning" data-testid="enroll-missing">
          <p>
            <FormattedMessage {...m.notFound} />
          </p>
          <Link to={ENROLLMENT_PATHS.start} className="btn btn-primary">
            <FormattedMessage {...m.startAgain} />
          </Link>
        </Alert>
      </Frame>
    );
  if (!form || !view)
    return (
      <Frame>
        <Spinner animation="border" className="d-block mx-auto my-5" />
      </Frame>
    );

  const started = (location.state as { started?: boolean } | null)?.started && view === 2;
  const stepNumber = view === 'review' ? 3 : view === 'done' ? 4 : view;
  return (
    <Frame course={form.course}>
      <Stepper current={stepNumber} reachable={Math.min(3, form.step + 1)} token={token} />
      {started && (
        <Alert variant="success" data-testid="enroll-link-sent">
          {intl.formatMessage(m.saved, { date: intl.formatDate(form.expires_at, { dateStyle: 'long' }) })}
        </Alert>
      )}
      {view === 1 && (
        <Row>
          <Col lg={8}>
            <Step1Form courses={courses} form={form} save={async (input) => saved(await calls.save(token, 1, input), 2)} />
          </Col>
        </Row>
      )}
      {view === 2 && (
        <Row>
          <Col lg={8}>
            <Step2Form form={form} save={async (input) => saved(await calls.save(token, 2, input), 3)} back={() => go(1)} />
          </Col>
        </Row>
      )}
      {view === 3 && <Step3Form form={form} save={async (input) => saved(await calls.save(token, 3, input), 'review')} back={() => go(2)} />}
      {view === 'review' && <Review form={form} token={token} onSent={(f) => saved(f, 'done')} />}
      {view === 'done' && <Success form={form} />}
    </Frame>
  );
}

/** Step 3's check before sending: everything entered, the discount, the captcha. */
function Review({ form, token, onSent }: { form: EnrollmentFormDto; token: string; onSent: (f: EnrollmentFormDto) => void }) {
  const { api } = useStores();
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState('');
  const [reload, setReload] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { submitting, formError, run } = useSubmit(setErrors);
  const students = form.step2?.students.length ?? 0;
  return (
    <Row className="g-4" data-testid="enroll-review-page">
      <Col lg={8}>
        <h2 className="h5 fw-semibold">
          <FormattedMessage {...rm.title} />
        </h2>
        <Alert variant="info" className="small">
          <FormattedMessage {...rm.lead} />
        </Alert>
        <EnrollmentSummary form={form} token={token} />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (async () => {
              const ok = await run(async () => onSent(await enrollmentApi(api).submit(token, { captcha_key: captchaKey, captcha: captcha.trim() })));
              if (!ok) {
                setReload((n) => n + 1); // a captcha answers once
                setCaptcha('');
              }
            })();
          }}
        >
          <CaptchaField
            value={captcha}
            onChange={setCaptcha}
            onKeyChange={setCaptchaKey}
            error={errors.captcha || errors.captcha_key || undefined}
            reloadSignal={reload}
          />
          <FormFooter error={formError} submitting={submitting} label={rm.send} testId="enroll-send" />
        </form>
      </Col>
      <Col lg={4} className="order-first order-lg-last">
        <div className="enroll-aside">
          <DiscountCard discount={form.discount} tuition={form.course.fee * students} />
        </div>
      </Col>
    </Row>
  );
}

/** The success page (spec section 4): what was sent, and what happens next. */
function Success({ form }: { form: EnrollmentFormDto }) {
  const intl = useIntl();
  const students = form.step2?.students.length ?? 0;
  return (
    <Row className="g-4" data-testid="enroll-success">
      <Col lg={8}>
        <Alert variant="success">
          <h2 className="h5 fw-semibold">
            <FormattedMessage {...sm.title} />
          </h2>
          <p className="mb-1">
            <FormattedMessage {...sm.text} values={{ email: <strong>{form.step1.email}</strong> }} />
          </p>
          <div className="small text-body-secondary">
            {intl.formatMessage(sm.sentOn, { date: intl.formatDate(form.submitted_at!, { dateStyle: 'long', timeStyle: 'short' }) })}
          </div>
        </Alert>
        <EnrollmentSummary form={form} />
      </Col>
      <Col lg={4}>
        <DiscountCard discount={form.discount} tuition={form.course.fee * students} />
      </Col>
    </Row>
  );
}
