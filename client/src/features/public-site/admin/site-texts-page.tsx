import { useMemo, useState } from 'react';
import { Badge, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LOCALES, type Locale, type SiteTextRowDto } from '@app/shared';
import { useLoad } from '../../../components/hooks/use-load';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { siteApi } from '../api';
import { siteMessages as m } from '../messages';

const LANG_LABEL: Record<Locale, MessageDescriptor> = { 'en-US': m.langEn, 'zh-CN': m.langCn, 'zh-TW': m.langTw };
const SHOWN = 30;

/**
 * The public site's texts, editable without a deploy: each text's built-in value per language, and the
 * admins' override in its place. Saving a blank field restores the built-in text.
 */
export function SiteTextsPage() {
  const { api } = useStores();
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const { data, reload } = useLoad(() => siteApi(api).textRows(), 'rows');
  const rows = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const all = data ?? [];
    return (
      q ? all.filter((r) => r.key.toLowerCase().includes(q) || LOCALES.some((l) => (r.overrides[l] ?? r.defaults[l]).toLowerCase().includes(q))) : all
    ).slice(0, SHOWN);
  }, [data, filter]);
  return (
    <>
      <PageHeader title={<FormattedMessage {...m.textsTitle} />} subtitle={<FormattedMessage {...m.textsSubtitle} />} />
      <Form.Control
        className="mb-3"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={intl.formatMessage(m.textsFilter)}
        aria-label={intl.formatMessage(m.textsFilter)}
        data-testid="texts-filter"
      />
      {rows.map((r) => (
        <TextRow key={r.key} row={r} onSaved={reload} />
      ))}
    </>
  );
}

function TextRow({ row, onSaved }: { row: SiteTextRowDto; onSaved: () => void }) {
  const { api, ui } = useStores();
  const [values, setValues] = useState<Record<Locale, string>>(
    () => Object.fromEntries(LOCALES.map((l) => [l, row.overrides[l] ?? row.defaults[l]])) as Record<Locale, string>,
  );
  const edited = LOCALES.some((l) => row.overrides[l] !== undefined);
  const save = async () => {
    try {
      // A text equal to the built-in one (or blank) is no override.
      const texts = Object.fromEntries(LOCALES.map((l) => [l, values[l].trim() && values[l].trim() !== row.defaults[l] ? values[l] : null]));
      await siteApi(api).saveText(row.key, texts);
      ui.toast(m.textsSaved, 'success');
      onSaved();
    } catch (e) {
      ui.handleError(e);
    }
  };
  return (
    <Card className="shadow-soft mb-3" data-testid="text-row">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center mb-2">
          <code className="small">{row.key}</code>
          {edited && (
            <Badge bg="info">
              <FormattedMessage {...m.textsEdited} />
            </Badge>
          )}
        </div>
        <Row>
          {LOCALES.map((l) => (
            <Form.Group as={Col} md={4} key={l} className="mb-2" controlId={`${row.key}-${l}`}>
              <Form.Label className="small text-body-secondary">
                <FormattedMessage {...LANG_LABEL[l]} />
              </Form.Label>
              <Form.Control as="textarea" rows={2} value={values[l]} onChange={(e) => setValues({ ...values, [l]: e.target.value })} />
            </Form.Group>
          ))}
        </Row>
        <Button size="sm" onClick={() => void save()}>
          <FormattedMessage {...m.textsSave} />
        </Button>
      </Card.Body>
    </Card>
  );
}
