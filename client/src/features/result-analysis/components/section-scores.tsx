import { useIntl } from 'react-intl';
import type { AnalysisSectionDto } from '@app/shared';
import { ROUTE_LABELS } from '../../../components/taxonomy/test-labels';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { resultsMessages as m } from '../messages';

/** A row's section scores on one line ("Math 650 · Reading and Writing 700"), adaptive routes under them. */
export function SectionScores({ sections }: { sections: AnalysisSectionDto[] }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  const text = sections
    .map((s) => intl.formatMessage(m.sectionScore, { section: tax.section(s.name), score: s.scaled ?? `${s.raw}/${s.maxRaw}` }))
    .join(' · ');
  const routes = sections.filter((s) => s.route);
  return (
    <>
      <div className="text-nowrap">{text}</div>
      {routes.length > 0 && (
        <div className="small text-body-secondary">
          {routes
            .map((s) => intl.formatMessage(m.routed, { section: tax.section(s.name), route: intl.formatMessage(ROUTE_LABELS[s.route!]) }))
            .join(' · ')}
        </div>
      )}
    </>
  );
}
