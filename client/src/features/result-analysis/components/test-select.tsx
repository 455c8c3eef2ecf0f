import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttemptTargetType } from '@app/shared';
import { SelectField } from '../../../components/form/select-field';
import { useStores } from '../../../stores/store-context';
import { useLoad } from '../../../components/hooks/use-load';
import { analysisApi, type AnalysisApi } from '../api';
import { resultsMessages as m } from '../messages';

/** The catalog's largest page: the filter offers the first hundred tests of a type (newest first). */
const TESTS_PER_LIST = 100;

async function testsOf(api: AnalysisApi, type: AttemptTargetType) {
  const list = await api.tests(type, TESTS_PER_LIST);
  return list.data.map((t) => ({ value: String(t.id), label: t.title }));
}

/**
 * The test filter: the tests of the chosen type from the authoring catalog (what the caller may list).
 * A test in the URL that is not among them (an older one, or one of another author) still shows, by number.
 */
export function TestSelect({ type, value, onChange }: { type: AttemptTargetType | null; value: string; onChange: (test: string) => void }) {
  const { api } = useStores();
  const intl = useIntl();
  const { data } = useLoad(() => testsOf(analysisApi(api), type!), type ?? '', { skip: !type });
  const options = type ? (data ?? []) : [];
  const known = !value || options.some((o) => o.value === value);
  return (
    <SelectField
      name="test"
      label={<FormattedMessage {...m.test} />}
      options={known ? options : [...options, { value, label: intl.formatMessage(m.testNumber, { id: value }) }]}
      placeholder={intl.formatMessage(type ? m.anyTest : m.pickTypeFirst)}
      value={type ? value : ''}
      disabled={!type}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
      className="mb-0"
      testId="results-test"
    />
  );
}
