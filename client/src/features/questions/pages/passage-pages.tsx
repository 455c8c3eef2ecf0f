import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Card, Col, ListGroup, Row, Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode, type PagedDto, type PassageDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { Pager } from '../../../components/pager';
import { MathText } from '../../../components/math/math-text';
import { plainText } from '../../../components/math/sanitize-html';
import { ApiError } from '../../../lib/api-error';
import { useStores } from '../../../stores/store-context';
import { PASSAGES_PER_PAGE, passagesApi } from '../api';
import { PassageForm } from '../components/passage-form';
import { SearchInput } from '../../../components/lists/search-input';
import { BROWSE_PATHS, useQuestionLinks } from '../links';
import { qbMessages } from '../messages';
import { canManage } from '../permissions';
import { PageHeader } from '../../../components/page-header';
import '../questions.css';

const idOf = (params: URLSearchParams) => {
  const n = Number(params.get('id'));
  return Number.isInteger(n) && n > 0 ? n : null;
};
const notFound = () => new ApiError({ status: 404, code: ErrorCode.NOT_FOUND, message: 'Not found' });

/** /browse/passages: search the passages the user may use. */
export function PassageListPage() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const links = useQuestionLinks();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [result, setResult] = useState<PagedDto<PassageDto> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    passagesApi(api)
      .list(q, page, { signal: controller.signal })
      .then(setResult)
      .catch((e: unknown) => ui.handleError(e, { pageLevel: true }));
    return () => controller.abort();
  }, [api, ui, q, page]);

  useEffect(() => {
    if (search.trim() === q.trim()) return;
    const timer = setTimeout(() => setParams(search.trim() ? { q: search.trim() } : {}, { replace: true }), 350);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...qbMessages.passagesTitle} />}
        actions={
          <Link to={links.passageCreate} className="btn btn-primary" data-testid="passage-add">
            <FormattedMessage {...qbMessages.browseNewPassage} />
          </Link>
        }
      />
      <div className="mb-3">
        <SearchInput value={search} onChange={setSearch} label={intl.formatMessage(qbMessages.passageSearch)} testId="passages-q" />
      </div>
      {!result ? (
        <div className="text-center py-5">
          <Spinner animation="border" />
        </div>
      ) : result.data.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5 shadow-soft">
          <FormattedMessage {...qbMessages.passagesEmpty} />
        </Card>
      ) : (
        <Card className="shadow-soft">
          <ListGroup variant="flush">
            {result.data.map((p) => (
              <ListGroup.Item key={p.id} action as={Link} to={links.passage(p.id)} className="py-3" data-testid={`passage-row-${p.id}`}>
                <div className="d-flex justify-content-between gap-2">
                  <span className="fw-medium">
                    <Badge bg="secondary" className="me-2">
                      #{p.id}
                    </Badge>
                    {p.title}
                  </span>
                  <small className="text-body-secondary text-nowrap">
                    <FormattedDate value={p.updated_at} dateStyle="medium" />
                  </small>
                </div>
                <div className="small text-body-secondary qb-clamp-2 mt-1">{plainText(p.body)}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Card.Footer className="bg-transparent">
            <Pager
              page={page}
              total={result.total}
              perPage={PASSAGES_PER_PAGE}
              onPage={(n) => setParams({ ...(q ? { q } : {}), page: String(n) }, { replace: true })}
            />
          </Card.Footer>
        </Card>
      )}
    </>
  );
}

function usePassage(id: number | null) {
  const { api, ui } = useStores();
  const [passage, setPassage] = useState<PassageDto | null>(null);
  useEffect(() => {
    if (id === null) {
      ui.handleError(notFound(), { pageLevel: true });
      return;
    }
    passagesApi(api)
      .get(id)
      .then(setPassage)
      .catch((e: unknown) => ui.handleError(e, { pageLevel: true }));
  }, [api, ui, id]);
  return passage;
}

/** /browse/passage?id=: one passage, rendered. */
export const PassageDetailPage = observer(function PassageDetailPage() {
  const { api, ui, session } = useStores();
  const [params] = useSearchParams();
  const links = useQuestionLinks();
  const navigate = useNavigate();
  const passage = usePassage(idOf(params));
  const [confirm, setConfirm] = useState(false);
  if (!passage) return <FullPageSpinner />;
  const remove = async () => {
    try {
      await passagesApi(api).remove(passage.id);
      ui.toast(qbMessages.passageDeleted, 'success');
      navigate(BROWSE_PATHS.passages);
    } catch (e) {
      ui.handleError(e);
    }
  };
  return (
    <>
      <PageHeader
        className="mb-3"
        back={{ to: links.passages, label: <FormattedMessage {...qbMessages.passagesTitle} /> }}
        title={passage.title}
        actions={
          canManage(session.user, passage) && (
            <>
              <Link to={links.passageEdit(passage.id)} className="btn btn-sm btn-primary">
                <FormattedMessage {...qbMessages.edit} />
              </Link>
              <Button size="sm" variant="outline-danger" onClick={() => setConfirm(true)}>
                <FormattedMessage {...qbMessages.delete} />
              </Button>
            </>
          )
        }
      />
      <Row className="g-4">
        <Col lg={8}>
          <Card className="shadow-soft">
            <Card.Body className="p-4 qb-testday-passage border-0">
              <MathText html={passage.body} className="qb-rich" testId="passage-detail-body" />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card className="shadow-soft small">
            <Card.Body>
              <dl className="mb-0 qb-dl">
                <dt>#</dt>
                <dd>{passage.id}</dd>
                {passage.source && (
                  <>
                    <dt>
                      <FormattedMessage {...qbMessages.passageSource} />
                    </dt>
                    <dd>{passage.source}</dd>
                  </>
                )}
                <dt>
                  <FormattedMessage {...qbMessages.updated} />
                </dt>
                <dd>
                  <FormattedDate value={passage.updated_at} dateStyle="medium" timeStyle="short" />
                </dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <ConfirmModal
        show={confirm}
        title={<FormattedMessage {...qbMessages.passageDeleteTitle} values={{ title: passage.title }} />}
        body={<FormattedMessage {...qbMessages.passageDeleteBody} values={{ title: passage.title }} />}
        confirmLabel={<FormattedMessage {...qbMessages.delete} />}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
});

/** /passage/create: a new passage; an existing identical text is offered instead. */
export function PassageCreatePage() {
  const { ui } = useStores();
  const links = useQuestionLinks();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={<FormattedMessage {...qbMessages.passageCreateTitle} />} />
      <Card className="shadow-soft">
        <Card.Body className="p-4">
          <PassageForm
            onSaved={(p) => {
              ui.toast(qbMessages.passageCreated, 'success');
              navigate(links.passageEdit(p.id), { replace: true });
            }}
            onUseExisting={(p) => navigate(links.passage(p.id))}
          />
        </Card.Body>
      </Card>
    </>
  );
}

/** /passage/edit?id=: edit a passage, with its live preview. */
export function PassageEditPage() {
  const { ui } = useStores();
  const [params] = useSearchParams();
  const links = useQuestionLinks();
  const navigate = useNavigate();
  const passage = usePassage(idOf(params));
  if (!passage) return <FullPageSpinner />;
  return (
    <>
      <PageHeader
        back={{ to: links.passage(passage.id), label: passage.title }}
        title={<FormattedMessage {...qbMessages.passageEditTitle} values={{ id: passage.id }} />}
      />
      <Card className="shadow-soft">
        <Card.Body className="p-4">
          <PassageForm
            key={passage.id}
            passage={passage}
            onSaved={() => ui.toast(qbMessages.passageSaved, 'success')}
            onUseExisting={(p) => navigate(links.passage(p.id))}
          />
        </Card.Body>
      </Card>
    </>
  );
}
