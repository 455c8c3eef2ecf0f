import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Button, Card, Col, Dropdown, Form, Row, Spinner, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PagedDto, QuestionSummaryDto } from '@app/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { MathText } from '../../../components/math/math-text';
import { SelectField } from '../../../components/form/select-field';
import { Pager } from '../../../components/pager';
import { StatusBadge } from '../../../components/status-badge';
import { useStores } from '../../../stores/store-context';
import { QUESTIONS_PER_PAGE, questionsApi } from '../api';
import { SearchInput } from '../../../components/lists/search-input';
import { TaxonomyFields } from '../components/taxonomy-fields';
import { useQuestionLinks } from '../links';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, toListQuery, type QuestionFilters } from '../list-query';
import { qbMessages } from '../messages';
import { importMessages } from '../import-messages';
import { canManage } from '../permissions';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { useLabels } from '../use-labels';
import { PageHeader } from '../../../components/page-header';
import '../questions.css';

/** allQuestions (admin, teacher, company) and /browse/questions: the filtered, paged question bank. */
export const QuestionListPage = observer(function QuestionListPage() {
  const { api, ui, session } = useStores();
  const intl = useIntl();
  const tax = useTaxonomy();
  const links = useQuestionLinks();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const queryKey = filtersToParams(filters).toString();
  const [result, setResult] = useState<PagedDto<QuestionSummaryDto> | null>(null);
  const labels = useLabels();
  const [search, setSearch] = useState(filters.q);
  const [toDelete, setToDelete] = useState<QuestionSummaryDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  const apply = (next: QuestionFilters) => setParams(filtersToParams(next), { replace: true });
  const change = (patch: Partial<QuestionFilters>) => apply({ ...filters, ...patch, page: 1 });

  useEffect(() => {
    const controller = new AbortController();
    questionsApi(api)
      .list(toListQuery(filtersFromParams(new URLSearchParams(queryKey))), controller.signal)
      .then(setResult)
      .catch((e: unknown) => ui.handleError(e, { pageLevel: true }));
    return () => controller.abort();
  }, [api, ui, queryKey, reload]);

  // The search box follows the address (back button), and typing updates the address after a pause.
  useEffect(() => setSearch(filters.q), [filters.q]);
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => change({ q: search }), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [search]);

  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (e) {
      ui.handleError(e);
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (row: QuestionSummaryDto, publish: boolean) =>
    act(async () => {
      const q = publish ? await questionsApi(api).publish(row.id) : await questionsApi(api).unpublish(row.id);
      setResult((r) => r && { ...r, data: r.data.map((x) => (x.id === q.id ? { ...x, status: q.status, updated_at: q.updated_at } : x)) });
      ui.toast(publish ? qbMessages.published : qbMessages.unpublished, 'success');
    });

  const duplicate = (row: QuestionSummaryDto) => {
    const page = links.duplicate(row.id);
    if (page) return navigate(page);
    return act(async () => {
      const copy = await questionsApi(api).duplicate(row.id);
      ui.toast(qbMessages.duplicated, 'success');
      navigate(links.edit(copy.id));
    });
  };

  const remove = () =>
    act(async () => {
      if (!toDelete) return;
      await questionsApi(api).remove(toDelete.id);
      setToDelete(null);
      ui.toast(qbMessages.deleted, 'success');
      const lastOnPage = result?.data.length === 1 && filters.page > 1;
      if (lastOnPage) apply({ ...filters, page: filters.page - 1 });
      else setReload((n) => n + 1);
    });

  const filtered = queryKey !== '' && queryKey !== `page=${filters.page}`;
  const any = intl.formatMessage(qbMessages.any);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...qbMessages.listTitle} />}
        actions={
          <>
            {links.imports && (
              <Link to={links.imports} className="btn btn-outline-primary" data-testid="question-import">
                <FormattedMessage {...importMessages.open} />
              </Link>
            )}
            <Link to={links.add} className="btn btn-primary" data-testid="question-add">
              <FormattedMessage {...qbMessages.add} />
            </Link>
          </>
        }
      />

      <Card className="shadow-soft mb-4">
        <Card.Body className="p-3 p-md-4">
          <h2 className="visually-hidden">
            <FormattedMessage {...qbMessages.filters} />
          </h2>
          <Row className="g-3 align-items-end">
            <Col xs={12}>
              <SearchInput
                value={search}
                onChange={setSearch}
                label={intl.formatMessage(qbMessages.search)}
                placeholder={intl.formatMessage(qbMessages.searchPlaceholder)}
                testId="filter-q"
              />
            </Col>
            <TaxonomyFilterCols filters={filters} onChange={(c) => change(c)} />
            <Col sm={6} lg={3}>
              <SelectField
                name="difficulty"
                label={<FormattedMessage {...qbMessages.difficulty} />}
                options={tax.difficultyOptions()}
                placeholder={any}
                value={filters.difficulty}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => change({ difficulty: e.target.value })}
                className="mb-0"
                testId="filter-difficulty"
              />
            </Col>
            <Col sm={6} lg={3}>
              <SelectField
                name="type"
                label={<FormattedMessage {...qbMessages.type} />}
                options={tax.typeOptions()}
                placeholder={any}
                value={filters.type}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => change({ type: e.target.value })}
                className="mb-0"
                testId="filter-type"
              />
            </Col>
            <Col sm={6} lg={3}>
              <SelectField
                name="label"
                label={<FormattedMessage {...qbMessages.label} />}
                options={labels.map((l) => ({ value: String(l.id), label: l.name }))}
                placeholder={any}
                value={filters.label}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => change({ label: e.target.value })}
                className="mb-0"
                testId="filter-label"
              />
            </Col>
            <Col sm={6} lg={3}>
              <SelectField
                name="status"
                label={<FormattedMessage {...qbMessages.status} />}
                options={tax.statusOptions()}
                placeholder={any}
                value={filters.status}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => change({ status: e.target.value })}
                className="mb-0"
                testId="filter-status"
              />
            </Col>
            <Col xs={12} className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <Form.Check
                type="switch"
                id="filter-mine"
                label={intl.formatMessage(qbMessages.mine)}
                checked={filters.mine}
                onChange={(e: ChangeEvent<HTMLInputElement>) => change({ mine: e.target.checked })}
                data-testid="filter-mine"
              />
              {filtered && (
                <Button variant="link" size="sm" className="p-0" onClick={() => apply(EMPTY_FILTERS)} data-testid="filter-clear">
                  <FormattedMessage {...qbMessages.clear} />
                </Button>
              )}
            </Col>
          </Row>
        </Card.Body>
      </Card>

      {!result ? (
        <div className="text-center py-5">
          <Spinner animation="border" />
        </div>
      ) : result.data.length === 0 ? (
        <Card body className="text-center text-body-secondary py-5 shadow-soft" data-testid="question-list-empty">
          <FormattedMessage {...(filtered ? qbMessages.emptyFiltered : qbMessages.empty)} />
        </Card>
      ) : (
        <Card className="shadow-soft">
          <Card.Header className="bg-transparent small text-body-secondary py-2">
            <FormattedMessage {...qbMessages.total} values={{ total: result.total }} />
          </Card.Header>
          <Table responsive hover className="mb-0 qb-table align-middle" data-testid="question-table">
            <thead>
              <tr className="small text-body-secondary">
                <th scope="col">#</th>
                <th scope="col">
                  <FormattedMessage {...qbMessages.colQuestion} />
                </th>
                <th scope="col">
                  <FormattedMessage {...qbMessages.colClassification} />
                </th>
                <th scope="col">
                  <FormattedMessage {...qbMessages.colStatus} />
                </th>
                <th scope="col">
                  <FormattedMessage {...qbMessages.colUpdated} />
                </th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">
                    <FormattedMessage {...qbMessages.colActions} />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((row) => {
                const mine = canManage(session.user, row);
                return (
                  <tr key={row.id} data-testid={`question-row-${row.id}`}>
                    <td className="text-body-secondary small">{row.id}</td>
                    <td style={{ minWidth: '16rem' }}>
                      <Link to={links.view(row.id)} className="text-reset text-decoration-none">
                        <MathText html={closeExcerpt(row.stem_excerpt)} className="qb-excerpt" />
                      </Link>
                      <div className="d-flex flex-wrap gap-1 mt-1">
                        {row.passage_id !== null && (
                          <Badge bg="info-subtle" text="info-emphasis" className="qb-chip">
                            <FormattedMessage {...qbMessages.withPassage} />
                          </Badge>
                        )}
                        {row.labels.map((l) => (
                          <Badge key={l.id} bg="secondary-subtle" text="secondary-emphasis" className="qb-chip">
                            {l.name}
                          </Badge>
                        ))}
                      </div>
                    </td>
                    <td className="small" style={{ minWidth: '13rem' }}>
                      <div className="fw-medium">{tax.section(row.section)}</div>
                      <div className="text-body-secondary">
                        {tax.domain(row.domain)} · {tax.skill(row.skill)}
                      </div>
                      <div className="text-body-secondary">
                        {tax.difficulty(row.difficulty)} · {tax.type(row.type)}
                      </div>
                    </td>
                    <td>
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="small text-body-secondary text-nowrap">
                      <FormattedDate value={row.updated_at} dateStyle="medium" />
                    </td>
                    <td className="text-end text-nowrap">
                      {mine ? (
                        <Link to={links.edit(row.id)} className="btn btn-sm btn-outline-primary me-1">
                          <FormattedMessage {...qbMessages.edit} />
                        </Link>
                      ) : (
                        <Link to={links.view(row.id)} className="btn btn-sm btn-outline-primary me-1">
                          <FormattedMessage {...qbMessages.view} />
                        </Link>
                      )}
                      <Dropdown align="end" className="d-inline-block">
                        <Dropdown.Toggle size="sm" variant="outline-secondary" disabled={busy} data-testid={`question-actions-${row.id}`}>
                          <span className="visually-hidden">
                            <FormattedMessage {...qbMessages.moreActions} />
                          </span>
                        </Dropdown.Toggle>
                        <Dropdown.Menu>
                          <Dropdown.Item as={Link} to={links.preview(row.id)}>
                            <FormattedMessage {...qbMessages.preview} />
                          </Dropdown.Item>
                          <Dropdown.Item onClick={() => void duplicate(row)} data-testid="action-duplicate">
                            <FormattedMessage {...qbMessages.duplicate} />
                          </Dropdown.Item>
                          {mine && (
                            <>
                              <Dropdown.Item onClick={() => void setStatus(row, row.status !== 'published')} data-testid="action-status">
                                <FormattedMessage {...(row.status === 'published' ? qbMessages.unpublish : qbMessages.publish)} />
                              </Dropdown.Item>
                              <Dropdown.Divider />
                              <Dropdown.Item className="text-danger" onClick={() => setToDelete(row)} data-testid="action-delete">
                                <FormattedMessage {...qbMessages.delete} />
                              </Dropdown.Item>
                            </>
                          )}
                        </Dropdown.Menu>
                      </Dropdown>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Card.Footer className="bg-transparent">
            <Pager page={filters.page} total={result.total} perPage={QUESTIONS_PER_PAGE} onPage={(page) => apply({ ...filters, page })} />
          </Card.Footer>
        </Card>
      )}

      <ConfirmModal
        show={toDelete !== null}
        title={<FormattedMessage {...qbMessages.deleteTitle} values={{ id: toDelete?.id ?? 0 }} />}
        body={<FormattedMessage {...qbMessages.deleteBody} values={{ id: toDelete?.id ?? 0 }} />}
        confirmLabel={<FormattedMessage {...qbMessages.delete} />}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
});

/** The server cuts excerpts at a length, sometimes inside a formula: drop a formula left open. */
function closeExcerpt(text: string): string {
  const open = Math.max(text.lastIndexOf('\\('), text.lastIndexOf('\\['));
  const close = Math.max(text.lastIndexOf('\\)'), text.lastIndexOf('\\]'));
  return open > close ? `${text.slice(0, open).trimEnd()}…` : text;
}

function TaxonomyFilterCols({
  filters,
  onChange,
}: {
  filters: QuestionFilters;
  onChange: (c: Pick<QuestionFilters, 'section' | 'domain' | 'skill'>) => void;
}) {
  const value = { section: filters.section, domain: filters.domain, skill: filters.skill };
  return (
    <TaxonomyFields
      mode="filter"
      value={value}
      onChange={onChange}
      className="mb-0"
      wrap={(child, key) => (
        <Col key={key} sm={6} lg={4}>
          {child}
        </Col>
      )}
    />
  );
}
