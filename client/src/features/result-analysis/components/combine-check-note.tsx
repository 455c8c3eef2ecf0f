import { Alert } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import type { CombineCheck } from '../combine-rule';
import { combineMessages as m } from '../messages';

/**
 * What the current selection lacks, live: nothing chosen, too few, mixed versions, the missing sections and
 * each repeated one; or, when it is whole, where each section comes from. Announced politely as it changes.
 */
export function CombineCheckNote({ check, count, titleOf }: { check: CombineCheck; count: number; titleOf: (attemptId: number) => string }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  const lines: { key: string; text: string }[] = [];
  if (count === 0) lines.push({ key: 'pick', text: intl.formatMessage(m.pickSome) });
  else {
    if (check.mixedVersions) lines.push({ key: 'mixed', text: intl.formatMessage(m.mixed) });
    if (check.missing.length > 0)
      lines.push({ key: 'missing', text: intl.formatMessage(m.missing, { sections: check.missing.map((s) => tax.section(s)).join(', ') }) });
    for (const r of check.repeated) lines.push({ key: `repeated-${r.name}`, text: intl.formatMessage(m.repeated, { section: tax.section(r.name) }) });
    if (check.tooFew && lines.length === 0) lines.push({ key: 'few', text: intl.formatMessage(m.tooFew) });
  }
  const sources = check.sources.map((s) => intl.formatMessage(m.source, { section: tax.section(s.name), test: titleOf(s.attemptId) })).join(' · ');
  return (
    <div aria-live="polite" data-testid="combine-check">
      {check.ok ? (
        <Alert variant="success" className="mb-3 small">
          <FormattedMessage {...m.complete} values={{ sections: sources }} />
        </Alert>
      ) : (
        <Alert variant={count === 0 ? 'secondary' : 'warning'} className="mb-3 small">
          <ul className="mb-0 ps-3">
            {lines.map((l) => (
              <li key={l.key} data-testid={`combine-${l.key}`}>
                {l.text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
