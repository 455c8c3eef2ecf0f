import { ProgressBar } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BreakdownDto } from '@app/shared';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { breakdownMessages as m } from '../messages';
import { groupBreakdown, percentOf } from '../report-model';

/** One bar: the name, "correct/total correct · percent%" and the filled share. */
function Bar({ row, name, small }: { row: BreakdownDto; name: string; small?: boolean }) {
  const intl = useIntl();
  const percent = percentOf(row.correct, row.total);
  const text = intl.formatMessage(m.correctOf, { correct: row.correct, total: row.total, percent });
  return (
    <div className={small ? 'ms-3 mb-2' : 'mb-2'} data-testid={`breakdown-${row.name}`} data-percent={percent}>
      <div className={`d-flex justify-content-between flex-wrap gap-1 ${small ? 'small' : 'fw-semibold'}`}>
        <span>{name}</span>
        <span className="text-body-secondary small">{text}</span>
      </div>
      <ProgressBar now={percent} variant={small ? 'info' : 'primary'} style={{ height: small ? 6 : 10 }} aria-label={`${name}: ${text}`} />
    </div>
  );
}

/** Domains of each section with their skills under them, as correct/total bars. */
export function BreakdownBars({ domains, skills }: { domains: BreakdownDto[]; skills: BreakdownDto[] }) {
  const tax = useTaxonomy();
  const intl = useIntl();
  const groups = groupBreakdown(domains, skills);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="breakdown-title" className="mt-4">
      <h2 className="h5 fw-semibold mb-3" id="breakdown-title">
        <FormattedMessage {...m.title} />
      </h2>
      <div className="row g-4">
        {groups.map((g) => (
          <div className="col-12 col-lg-6" key={g.section}>
            <h3 className="h6 text-body-secondary">{tax.section(g.section)}</h3>
            {g.domains.map((d) => (
              <div key={d.name} className="mb-3">
                <Bar row={d} name={tax.domain(d.name)} />
                {d.skills.length > 0 && (
                  <div role="group" aria-label={intl.formatMessage(m.skills, { domain: tax.domain(d.name) })}>
                    {d.skills.map((s) => (
                      <Bar key={s.name} row={s} name={tax.skill(s.name)} small />
                    ))}
                  </div>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
