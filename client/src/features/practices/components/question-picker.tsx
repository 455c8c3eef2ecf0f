import { useState } from 'react';
import { Button, Col, Form, ListGroup, Row, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIFFICULTIES, type Difficulty, type QuestionSummaryDto, type QuestionType, type Section } from '@app/shared';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { useLoad } from '../../../components/hooks/use-load';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS, SECTION_LABELS } from '../../../components/taxonomy/test-labels';
import { domainsFor, useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { pickerMessages as m } from '../messages';
import { FilterSelect } from '../../../components/lists/filter-select';
import { Pager } from '../../../components/pager';
import { QuestionSummary } from './question-summary';

const PER_PAGE = 10;
const TYPES: QuestionType[] = ['multiple-choice', 'grid-in'];

export interface QuestionPickerProps {
  section: Section;
  selected: ReadonlySet<number>;
  onAdd: (questions: QuestionSummaryDto[]) => void;
}

/** Searches the question bank within the practice's section (GET /questions) and adds questions at the end. */
export function QuestionPicker({ section, selected, onAdd }: QuestionPickerProps) {
  const { api } = useStores();
  const intl = useIntl();
  // Built-in and the admins' added domains (components/taxonomy), named in the UI language.
  const tax = useTaxonomy();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState({ q: '', domain: '', difficulty: '' as Difficulty | '', type: '' as QuestionType | '', page: 1 });
  const set = (changes: Partial<typeof filters>) => setFilters((f) => ({ ...f, page: 1, ...changes }));

  const { data, loading } = useLoad(
    () =>
      practicesApi(api).searchQuestions({
        section,
        q: filters.q || undefined,
        domain: filters.domain || undefined,
        difficulty: filters.difficulty || undefined,
        type: filters.type || undefined,
        page: filters.page,
        per_page: PER_PAGE,
      }),
    JSON.stringify({ section, ...filters }),
  );

  // The picker sits inside the builder's form: Enter searches instead of saving the practice.
  const onSearch = () => set({ q: text.trim() });
  const fresh = (data?.data ?? []).filter((q) => !selected.has(q.id));

  return (
    <div data-testid="question-picker">
      <p className="small text-body-secondary mb-2">
        <FormattedMessage {...m.sectionFixed} values={{ section: intl.formatMessage(SECTION_LABELS[section]) }} />
      </p>
      <div className="mb-3">
        <Row className="g-2">
          <Col xs={12}>
            <div className="d-flex gap-2">
              <Form.Control
                size="sm"
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  onSearch();
                }}
                placeholder={intl.formatMessage(m.search)}
                aria-label={intl.formatMessage(m.search)}
                data-testid="picker-q"
              />
              <Button type="button" size="sm" variant="outline-primary" className="text-nowrap" onClick={onSearch} data-testid="picker-search">
                <FormattedMessage {...m.searchButton} />
              </Button>
            </div>
          </Col>
          <Col xs={12} sm={4}>
            <FilterSelect
              label={m.domain}
              anyLabel={m.anyDomain}
              value={filters.domain}
              options={Object.keys(domainsFor(section)).map((d) => ({ value: d, label: tax.domain(d) }))}
              onChange={(domain) => set({ domain })}
            />
          </Col>
          <Col xs={6} sm={4}>
            <FilterSelect
              label={m.difficulty}
              anyLabel={m.anyDifficulty}
              value={filters.difficulty}
              options={DIFFICULTIES.map((d) => ({ value: d, label: intl.formatMessage(DIFFICULTY_LABELS[d]) }))}
              onChange={(difficulty) => set({ difficulty })}
            />
          </Col>
          <Col xs={6} sm={4}>
            <FilterSelect
              label={m.type}
              anyLabel={m.anyType}
              value={filters.type}
              options={TYPES.map((t) => ({ value: t, label: intl.formatMessage(QUESTION_TYPE_LABELS[t]) }))}
              onChange={(type) => set({ type })}
            />
          </Col>
        </Row>
      </div>
      {loading && !data ? (
        <div className="py-4 text-center">
          <Spinner animation="border" size="sm" role="status" />
        </div>
      ) : data && data.data.length === 0 ? (
        <p className="text-body-secondary small mb-0">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <>
          <ListGroup className="mb-2">
            {data?.data.map((q) => {
              const added = selected.has(q.id);
              return (
                <ListGroup.Item key={q.id} className="d-flex align-items-start gap-3" data-testid={`picker-row-${q.id}`}>
                  <QuestionSummary question={q} />
                  <Button
                    size="sm"
                    variant={added ? 'outline-success' : 'outline-primary'}
                    disabled={added}
                    onClick={() => onAdd([q])}
                    data-testid={`picker-add-${q.id}`}
                    className="flex-shrink-0"
                  >
                    <FormattedMessage {...(added ? m.added : m.add)} />
                  </Button>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <Button
              size="sm"
              variant="link"
              className="px-0"
              disabled={fresh.length === 0}
              onClick={() => onAdd(fresh)}
              data-testid="picker-add-page"
            >
              <FormattedMessage {...m.addPage} />
            </Button>
            {data && (
              <Pager
                className="mt-3"
                page={filters.page}
                total={data.total}
                perPage={PER_PAGE}
                onPage={(page) => setFilters((f) => ({ ...f, page }))}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
