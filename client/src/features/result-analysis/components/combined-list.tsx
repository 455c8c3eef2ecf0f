import { Card, Table } from 'react-bootstrap';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CombinedResultDto } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { VERSION_LABELS } from '../../../components/taxonomy/test-labels';
import { combineMessages as m, resultsMessages } from '../messages';
import { SectionScores } from './section-scores';

/** A student's combined scores: when, version, total, the sections and the tests they came from. */
export function CombinedList({ results }: { results: CombinedResultDto[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="combined-title" className="mt-4">
      <h2 className="h5 fw-semibold mb-3" id="combined-title">
        <FormattedMessage {...m.earlier} />
      </h2>
      {results.length === 0 ? (
        <Card body className="text-center text-body-secondary shadow-soft" data-testid="combined-empty">
          <FormattedMessage {...m.noEarlier} />
        </Card>
      ) : (
        <Card className="shadow-soft">
          <Table responsive className="mb-0 align-middle" aria-labelledby="combined-title" data-testid="combined-list">
            <thead>
              <tr>
                <Th>
                  <FormattedMessage {...m.colCreated} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colVersion} />
                </Th>
                <Th className="text-end">
                  <FormattedMessage {...resultsMessages.colTotal} />
                </Th>
                <Th>
                  <FormattedMessage {...resultsMessages.colSections} />
                </Th>
                <Th>
                  <FormattedMessage {...m.colParts} />
                </Th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.id} data-testid={`combined-${r.id}`}>
                  <td className="small text-nowrap">
                    <FormattedDate value={r.createdAt} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td className="small">{intl.formatMessage(VERSION_LABELS[r.version])}</td>
                  <td className="text-end fw-semibold">{r.total ?? '—'}</td>
                  <td className="small">
                    <SectionScores sections={r.sections.map((s) => ({ ...s, route: null }))} />
                  </td>
                  <td className="small" style={{ minWidth: '10rem' }}>
                    {r.parts.map((p) => p.target.title).join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </section>
  );
}
