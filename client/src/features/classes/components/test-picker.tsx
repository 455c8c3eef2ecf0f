import type { ChangeEvent } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useIntl } from 'react-intl';
import { ATTEMPT_TARGET_TYPES, type AttemptTargetType } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { commonMessages as cm, testPickerMessages as m } from '../messages';

/** The authoring list of each kind: what the teacher may assign (their own tests and the published library). */
const CATALOG_OF: Record<AttemptTargetType, string> = { practice: 'practices', fullPractice: 'practice-sets', adaptive: 'adaptive-sets' };
/** The largest page the lists answer: the picker offers the first hundred published tests of a kind. */
const TESTS_PER_KIND = 100;

/** Picks a test: its kind, then one of the kind's published tests (own or library), by title. */
export function TestPicker({
  type,
  id,
  onChange,
  error,
  optional,
  disabled,
  testId,
}: {
  type: AttemptTargetType;
  id: string;
  onChange: (type: AttemptTargetType, id: string) => void;
  error?: string;
  optional?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { api } = useStores();
  const intl = useIntl();
  const { data } = useLoad(
    () => api.get<{ data: { id: number; title: string }[] }>(CATALOG_OF[type], { query: { page: 1, per_page: TESTS_PER_KIND, status: 'published' } }),
    type,
  );
  const options = (data?.data ?? []).map((t) => ({ value: String(t.id), label: t.title }));
  return (
    <Row className="g-sm-3">
      <Col sm={4}>
        <SelectField
          name={`${testId}-type`}
          label={intl.formatMessage(m.kind)}
          options={ATTEMPT_TARGET_TYPES.map((t) => ({ value: t, label: intl.formatMessage(cm[`type_${t}`]) }))}
          value={type}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as AttemptTargetType, '')}
          testId={`${testId}-type`}
        />
      </Col>
      <Col sm={8}>
        <SelectField
          name={`${testId}-id`}
          label={intl.formatMessage(m.test)}
          options={options}
          placeholder={intl.formatMessage(optional ? m.none : m.choose)}
          optional={optional}
          value={id}
          error={error}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(type, e.target.value)}
          testId={testId}
        />
      </Col>
    </Row>
  );
}
