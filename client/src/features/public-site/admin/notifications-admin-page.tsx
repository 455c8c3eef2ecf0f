import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LOCALES, NOTIFICATION_ROUTES, NOTIFICATION_TYPES, type AdminNotificationDto, type Locale, type NotificationInput } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PagedCard, Th } from '../../../components/lists/paged-card';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { siteApi } from '../api';
import { siteMessages as m } from '../messages';

const LANG_LABEL: Record<Locale, MessageDescriptor> = { 'en-US': m.langEn, 'zh-CN': m.langCn, 'zh-TW': m.langTw };
const TYPE_LABEL: Record<string, MessageDescriptor> = { info: m.typeInfo, success: m.typeSuccess, warning: m.typeWarning, danger: m.typeDanger };
const STATE_LABEL = { scheduled: m.stateScheduled, active: m.stateActive, ended: m.stateEnded } as const;
const STATE_BG = { scheduled: 'secondary', active: 'success', ended: 'light' } as const;

type Texts = Record<Locale, string>;
const emptyTexts = (): Texts => ({ 'en-US': '', 'zh-CN': '', 'zh-TW': '' });
/** `datetime-local` works in the browser's zone; the API takes ISO instants. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

interface Draft {
  id: number | null;
  type: string;
  start: string;
  end: string;
  description: Texts;
  routerName: string;
  linkText: Texts;
}
const newDraft = (): Draft => ({
  id: null,
  type: 'info',
  start: toLocalInput(new Date().toISOString()),
  end: toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()),
  description: emptyTexts(),
  routerName: '',
  linkText: emptyTexts(),
});
const draftOf = (n: AdminNotificationDto): Draft => ({
  id: n.id,
  type: n.type,
  start: toLocalInput(n.start),
  end: toLocalInput(n.end),
  description: { ...emptyTexts(), ...n.description },
  routerName: n.link?.routerName ?? '',
  linkText: { ...emptyTexts(), ...(n.link?.text ?? {}) },
});

/** Banner notifications (spec section 3): create, schedule, edit and retire. */
export function NotificationsAdminPage() {
  const { api, ui, locale } = useStores();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data, failed, reload } = useLoad(() => siteApi(api).notifications(page), String(page));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const body: NotificationInput = {
      type: draft.type as NotificationInput['type'],
      start: toIso(draft.start),
      end: toIso(draft.end),
      description: draft.description,
      link: draft.routerName ? { routerName: draft.routerName as (typeof NOTIFICATION_ROUTES)[number], text: draft.linkText } : null,
    };
    try {
      if (draft.id) await siteApi(api).updateNotification(draft.id, body);
      else await siteApi(api).createNotification(body);
      ui.toast(m.bannersSaved, 'success');
      setDraft(null);
      setErrors({});
      reload();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.fieldMessages());
      else ui.handleError(err);
    }
  };
  const retire = async (id: number) => {
    try {
      await siteApi(api).retireNotification(id);
      ui.toast(m.bannersRetired, 'success');
      reload();
    } catch (err) {
      ui.handleError(err);
    }
  };

  const texts = (field: 'description' | 'linkText', prefix: string) =>
    LOCALES.map((l) => (
      <Form.Group as={Col} md={4} key={l} className="mb-3" controlId={`${field}-${l}`}>
        <Form.Label className="small">
          <FormattedMessage {...LANG_LABEL[l]} />
        </Form.Label>
        <Form.Control
          value={draft![field][l]}
          isInvalid={!!errors[`${prefix}.${l}`]}
          onChange={(e) => setDraft({ ...draft!, [field]: { ...draft![field], [l]: e.target.value } })}
          data-testid={`banner-${field}-${l}`}
        />
        <Form.Control.Feedback type="invalid">{errors[`${prefix}.${l}`]}</Form.Control.Feedback>
      </Form.Group>
    ));

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...m.bannersTitle} />}
        subtitle={<FormattedMessage {...m.bannersSubtitle} />}
        actions={
          !draft && (
            <Button onClick={() => setDraft(newDraft())} data-testid="banner-new">
              <FormattedMessage {...m.bannersNew} />
            </Button>
          )
        }
      />
      {draft && (
        <Card className="shadow-soft mb-4">
          <Card.Body>
            <Form onSubmit={(e) => void save(e)} noValidate data-testid="banner-form">
              <Row>
                <Form.Group as={Col} md={4} className="mb-3" controlId="banner-type">
                  <Form.Label className="fw-medium">
                    <FormattedMessage {...m.bannersType} />
                  </Form.Label>
                  <Form.Select value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
                    {NOTIFICATION_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {intl.formatMessage(TYPE_LABEL[t])}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {(['start', 'end'] as const).map((k) => (
                  <Form.Group as={Col} md={4} className="mb-3" controlId={`banner-${k}`} key={k}>
                    <Form.Label className="fw-medium">
                      <FormattedMessage {...(k === 'start' ? m.bannersStart : m.bannersEnd)} />
                    </Form.Label>
                    <Form.Control
                      type="datetime-local"
                      value={draft[k]}
                      isInvalid={!!errors[k]}
                      onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
                    />
                    <Form.Control.Feedback type="invalid">{errors[k]}</Form.Control.Feedback>
                  </Form.Group>
                ))}
              </Row>
              <div className="fw-medium mb-1">
                <FormattedMessage {...m.bannersText} />
              </div>
              <Row>{texts('description', 'description')}</Row>
              <Form.Group className="mb-3" controlId="banner-link">
                <Form.Label className="fw-medium">
                  <FormattedMessage {...m.bannersLink} />
                </Form.Label>
                <Form.Select value={draft.routerName} onChange={(e) => setDraft({ ...draft, routerName: e.target.value })}>
                  <option value="">{intl.formatMessage(m.bannersNoLink)}</option>
                  {NOTIFICATION_ROUTES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              {draft.routerName && (
                <>
                  <div className="fw-medium mb-1">
                    <FormattedMessage {...m.bannersLinkText} />
                  </div>
                  <Row>{texts('linkText', 'link.text')}</Row>
                </>
              )}
              {Object.keys(errors).length > 0 && <Alert variant="danger">{Object.values(errors).join(' ')}</Alert>}
              <div className="d-flex gap-2">
                <Button type="submit" data-testid="banner-save">
                  <FormattedMessage {...m.bannersSave} />
                </Button>
                <Button variant="outline-secondary" onClick={() => (setDraft(null), setErrors({}))}>
                  <FormattedMessage {...m.bannersCancel} />
                </Button>
              </div>
            </Form>
          </Card.Body>
        </Card>
      )}
      <PagedCard result={data} failed={failed} empty={m.bannersEmpty} page={page} onPage={setPage} onRetry={reload} testId="banner-list">
        {(rows) => (
          <Table responsive className="mb-0 align-middle">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.bannersText} />
                </Th>
                <Th>
                  <FormattedMessage {...m.bannersStart} />
                </Th>
                <Th>
                  <FormattedMessage {...m.bannersEnd} />
                </Th>
                <Th>{null}</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((n) => (
                <tr key={n.id}>
                  <td>
                    <Badge bg={STATE_BG[n.state]} text={n.state === 'ended' ? 'dark' : undefined} className="me-2">
                      <FormattedMessage {...STATE_LABEL[n.state]} />
                    </Badge>
                    {n.description[locale.locale] ?? n.description['en-US']}
                  </td>
                  <td className="small text-nowrap">{intl.formatDate(n.start, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className="small text-nowrap">{intl.formatDate(n.end, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className="text-end text-nowrap">
                    <Button size="sm" variant="outline-primary" className="me-2" onClick={() => setDraft(draftOf(n))}>
                      <FormattedMessage {...m.bannersEdit} />
                    </Button>
                    {n.state !== 'ended' && (
                      <Button size="sm" variant="outline-danger" onClick={() => void retire(n.id)}>
                        <FormattedMessage {...m.bannersRetire} />
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedCard>
    </>
  );
}
