import { useEffect, useState } from 'react';
import { Badge, Button, Card, ListGroup, Modal, Nav, Spinner } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PassageDto } from '@app/shared';
import { SearchInput } from '../../../components/lists/search-input';
import { plainText } from '../../../components/math/sanitize-html';
import { useStores } from '../../../stores/store-context';
import { passagesApi } from '../api';
import { qbMessages } from '../messages';
import { PassageForm } from './passage-form';

export type PickedPassage = Pick<PassageDto, 'id' | 'title'>;

export interface PassagePickerProps {
  value: PickedPassage | null;
  onChange: (passage: PickedPassage | null) => void;
  error?: string;
}

/** The question's passage: none, or one found by searching /passages, or one created right here. */
export function PassagePicker({ value, onChange, error }: PassagePickerProps) {
  const [open, setOpen] = useState(false);
  const pick = (p: PickedPassage) => {
    onChange({ id: p.id, title: p.title });
    setOpen(false);
  };
  return (
    <div className="mb-3" data-testid="passage-picker">
      <div className="fw-medium mb-2">
        <FormattedMessage {...qbMessages.passage} />
      </div>
      <Card body className={`py-0 ${error ? 'border-danger' : ''}`}>
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <span className="flex-grow-1 text-truncate" data-testid="passage-picked">
            {value ? (
              <>
                <Badge bg="secondary" className="me-2">
                  #{value.id}
                </Badge>
                {value.title}
              </>
            ) : (
              <span className="text-body-secondary">
                <FormattedMessage {...qbMessages.passageNone} />
              </span>
            )}
          </span>
          <Button variant="outline-primary" size="sm" onClick={() => setOpen(true)} data-testid="passage-open">
            <FormattedMessage {...(value ? qbMessages.passageChange : qbMessages.passageChoose)} />
          </Button>
          {value && (
            <Button variant="outline-secondary" size="sm" onClick={() => onChange(null)} data-testid="passage-remove">
              <FormattedMessage {...qbMessages.passageRemove} />
            </Button>
          )}
        </div>
      </Card>
      {error && (
        <div className="invalid-feedback d-block" data-field-error="passage_id">
          {error}
        </div>
      )}
      <Modal show={open} onHide={() => setOpen(false)} size="lg" aria-labelledby="passage-picker-title">
        <Modal.Header closeButton>
          <Modal.Title id="passage-picker-title" className="h5">
            <FormattedMessage {...qbMessages.passageChoose} />
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{open && <PickerBody onPick={pick} />}</Modal.Body>
      </Modal>
    </div>
  );
}

function PickerBody({ onPick }: { onPick: (p: PickedPassage) => void }) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const [tab, setTab] = useState<'search' | 'new'>('search');
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<PassageDto[] | null>(null);

  useEffect(() => {
    if (tab !== 'search') return;
    const controller = new AbortController();
    // Wait for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      passagesApi(api)
        .list(q, 1, { signal: controller.signal, background: true })
        .then((page) => setRows(page.data))
        .catch((e: unknown) => ui.handleError(e));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, ui, q, tab]);

  return (
    <>
      <Nav variant="underline" activeKey={tab} onSelect={(k) => setTab(k === 'new' ? 'new' : 'search')} className="mb-3">
        <Nav.Item>
          <Nav.Link eventKey="search">
            <FormattedMessage {...qbMessages.passageSearch} />
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link eventKey="new" data-testid="passage-new-tab">
            <FormattedMessage {...qbMessages.passageNew} />
          </Nav.Link>
        </Nav.Item>
      </Nav>
      {tab === 'search' ? (
        <>
          <SearchInput value={q} onChange={setQ} label={intl.formatMessage(qbMessages.passageSearch)} testId="passage-search" />
          {rows === null ? (
            <div className="text-center py-4">
              <Spinner animation="border" size="sm" />
            </div>
          ) : rows.length === 0 ? (
            <p className="text-body-secondary py-3 mb-0">
              <FormattedMessage {...qbMessages.passageNoResults} />
            </p>
          ) : (
            <ListGroup className="mt-3 qb-scroll-list">
              {rows.map((p) => (
                <ListGroup.Item key={p.id} className="d-flex gap-3 align-items-start">
                  <div className="flex-grow-1 min-w-0">
                    <div className="fw-medium">
                      <Badge bg="secondary" className="me-2">
                        #{p.id}
                      </Badge>
                      {p.title}
                    </div>
                    <div className="small text-body-secondary qb-clamp-2">{plainText(p.body)}</div>
                  </div>
                  <Button size="sm" onClick={() => onPick(p)} data-testid={`passage-pick-${p.id}`}>
                    <FormattedMessage {...qbMessages.passagePick} />
                  </Button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </>
      ) : (
        <PassageForm compact onSaved={onPick} onUseExisting={onPick} testId="passage-inline-form" />
      )}
    </>
  );
}
