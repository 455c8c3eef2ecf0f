import { useState } from 'react';
import { Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PracticePublicDto, TestVersionId } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { Pager } from '../../../components/pager';
import { KIND_LABELS, SECTION_LABELS } from '../../../components/taxonomy/test-labels';
import { testLabelMessages } from '../../../components/taxonomy/test-label-messages';
import { useStores } from '../../../stores/store-context';
import { practicesApi } from '../api';
import { pickerMessages, setBuilderMessages as m } from '../messages';

const PER_PAGE = 10;

/** The full set builder's picker: the catalog's practices of the set's version, searched by title, ten a page. */
export function PracticePicker({
  version,
  isAdded,
  onAdd,
}: {
  version: TestVersionId;
  isAdded: (practiceId: number) => boolean;
  onAdd: (practice: PracticePublicDto) => void;
}) {
  const { api } = useStores();
  const intl = useIntl();
  const [text, setText] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const { data: found } = useLoad(
    () => practicesApi(api).listPractices({ version, q: search.q || undefined, page: search.page, per_page: PER_PAGE }),
    `${version}:${search.q}:${search.page}`,
  );
  return (
    <>
      <Form.Control
        size="sm"
        type="search"
        className="mb-3"
        value={text}
        placeholder={intl.formatMessage(m.search)}
        aria-label={intl.formatMessage(m.search)}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            setSearch({ q: text.trim(), page: 1 });
          }
        }}
        onBlur={() => setSearch((s) => (s.q === text.trim() ? s : { q: text.trim(), page: 1 }))}
      />
      <ListGroup>
        {found?.data.map((p) => {
          const added = isAdded(p.id);
          return (
            <ListGroup.Item key={p.id} className="d-flex align-items-center gap-3">
              <div className="flex-grow-1">
                <div className="fw-medium">{p.title}</div>
                <div className="small text-body-secondary">
                  <FormattedMessage {...SECTION_LABELS[p.section]} /> · <FormattedMessage {...KIND_LABELS[p.kind]} /> ·{' '}
                  <FormattedMessage {...testLabelMessages.questions} values={{ count: p.question_count }} />{' '}
                  {p.status === 'draft' && (
                    <Badge bg="secondary" className="fw-normal">
                      <FormattedMessage {...testLabelMessages.statusDraft} />
                    </Badge>
                  )}
                </div>
              </div>
              <Button size="sm" variant="outline-primary" disabled={added} onClick={() => onAdd(p)}>
                <FormattedMessage {...(added ? pickerMessages.added : pickerMessages.add)} />
              </Button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      {found && found.data.length === 0 && (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage {...pickerMessages.empty} />
        </p>
      )}
      {found && (
        <Pager className="mt-3" page={search.page} total={found.total} perPage={PER_PAGE} onPage={(page) => setSearch((s) => ({ ...s, page }))} />
      )}
    </>
  );
}
