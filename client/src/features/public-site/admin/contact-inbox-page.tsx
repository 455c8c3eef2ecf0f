import { useState } from 'react';
import { Badge, Button, ButtonGroup, Form, ListGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_SLUGS, type ContactMessageDto, type ContactStatus } from '@app/shared';
import { SITE_TEXTS } from '@app/shared/site-content';
import { useLoad } from '../../../components/hooks/use-load';
import { PagedCard } from '../../../components/lists/paged-card';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { siteApi } from '../api';
import { siteMessages as m } from '../messages';

/** The contact form's messages (issue 15): newest first, read state, reply by e-mail. */
export function ContactInboxPage() {
  const { api, locale } = useStores();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ContactStatus | undefined>(undefined);
  const { data, failed, reload } = useLoad(() => siteApi(api).inbox(page, status), `${page}-${status ?? ''}`);
  const courseName = (slug: string | null) =>
    slug && (COURSE_SLUGS as readonly string[]).includes(slug) ? SITE_TEXTS[locale.locale].courses[slug as (typeof COURSE_SLUGS)[number]].name : null;

  const filters: [ContactStatus | undefined, typeof m.inboxAll][] = [
    [undefined, m.inboxAll],
    ['unread', m.inboxUnread],
    ['read', m.inboxRead],
  ];
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...m.inboxTitle} />}
        badges={data && data.unread > 0 ? <Badge bg="danger">{intl.formatMessage(m.inboxNew, { n: data.unread })}</Badge> : undefined}
        subtitle={<FormattedMessage {...m.inboxSubtitle} />}
        actions={
          <ButtonGroup>
            {filters.map(([s, label]) => (
              <Button
                key={s ?? 'all'}
                variant={status === s ? 'primary' : 'outline-primary'}
                onClick={() => {
                  setStatus(s);
                  setPage(1);
                }}
              >
                <FormattedMessage {...label} />
              </Button>
            ))}
          </ButtonGroup>
        }
      />
      <PagedCard result={data} failed={failed} empty={m.inboxEmpty} page={page} onPage={setPage} onRetry={reload} testId="contact-inbox">
        {(rows) => (
          <ListGroup variant="flush">
            {rows.map((msg) => (
              <InboxItem key={msg.id} msg={msg} courseName={courseName(msg.course)} onChanged={reload} />
            ))}
          </ListGroup>
        )}
      </PagedCard>
    </>
  );
}

function InboxItem({ msg, courseName, onChanged }: { msg: ContactMessageDto; courseName: string | null; onChanged: () => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [replying, setReplying] = useState(false);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onChanged();
    } catch (e) {
      ui.handleError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListGroup.Item className={msg.read ? '' : 'bg-primary-subtle bg-opacity-25'} data-testid="inbox-item" data-read={msg.read}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <span className="fw-semibold">{msg.name}</span>
          {!msg.read && (
            <Badge bg="primary" className="ms-2">
              <FormattedMessage {...m.inboxUnread} />
            </Badge>
          )}
          <div className="small text-body-secondary">
            {[msg.email, msg.phone].filter(Boolean).join(' · ')}
            {courseName && (
              <>
                {' · '}
                <FormattedMessage {...m.inboxCourse} values={{ course: courseName }} />
              </>
            )}
          </div>
        </div>
        <div className="small text-body-secondary">{intl.formatDate(msg.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</div>
      </div>
      <p className="my-2" style={{ whiteSpace: 'pre-wrap' }}>
        {msg.message}
      </p>
      {msg.replied_at && (
        <div className="small text-success mb-2">
          <FormattedMessage {...m.inboxRepliedAt} values={{ when: intl.formatDate(msg.replied_at, { dateStyle: 'medium', timeStyle: 'short' }) }} />
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => void act(() => siteApi(api).setRead(msg.id, !msg.read))}
          data-testid="inbox-toggle-read"
        >
          <FormattedMessage {...(msg.read ? m.inboxMarkUnread : m.inboxMarkRead)} />
        </Button>
        {msg.email ? (
          <Button size="sm" variant="outline-primary" onClick={() => setReplying((r) => !r)} data-testid="inbox-reply">
            <FormattedMessage {...m.inboxReply} />
          </Button>
        ) : (
          <span className="small text-body-secondary align-self-center">
            <FormattedMessage {...m.inboxNoEmail} />
          </span>
        )}
      </div>
      {replying && (
        <Form
          className="mt-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!body.trim()) return;
            void act(async () => {
              await siteApi(api).reply(msg.id, body.trim());
              ui.toast(m.inboxReplied, 'success');
              setReplying(false);
              setBody('');
            });
          }}
        >
          <Form.Control
            as="textarea"
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            placeholder={intl.formatMessage(m.inboxReplyPlaceholder)}
            aria-label={intl.formatMessage(m.inboxReply)}
            data-testid="inbox-reply-body"
          />
          <Button type="submit" size="sm" className="mt-2" disabled={busy || !body.trim()} data-testid="inbox-reply-send">
            <FormattedMessage {...m.inboxReplySend} />
          </Button>
        </Form>
      )}
    </ListGroup.Item>
  );
}
