import { Card, ProgressBar, Table } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RoutingSplitDto } from '@app/shared';
import { Th } from '../../../components/lists/paged-card';
import { ROUTE_LABELS } from '../../../components/taxonomy/test-labels';
import { useTaxonomy } from '../../../components/taxonomy/taxonomy';
import { shareOf } from '../chart-data';
import { analysisMessages as m } from '../messages';

/** Adaptive sets: per section, how many attempts module 1 sent to the easier and to the harder module 2. */
export function RoutingSplit({ routing }: { routing: RoutingSplitDto[] }) {
  const intl = useIntl();
  const tax = useTaxonomy();
  return (
    <Card className="shadow-soft mb-4" as="section" aria-labelledby="routing-title" data-testid="routing-split">
      <Card.Body>
        <h2 className="h5 fw-semibold mb-3" id="routing-title">
          <FormattedMessage {...m.routing} />
        </h2>
        <Table responsive size="sm" className="mb-0 align-middle" aria-labelledby="routing-title">
          <thead>
            <tr>
              <Th>
                <FormattedMessage {...m.routingSection} />
              </Th>
              <Th className="text-end">
                <FormattedMessage {...ROUTE_LABELS.easier} />
              </Th>
              <Th className="text-end">
                <FormattedMessage {...ROUTE_LABELS.harder} />
              </Th>
              <Th className="w-50 position-relative">
                <span className="visually-hidden">
                  <FormattedMessage {...m.routing} />
                </span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {routing.map((r) => {
              const all = r.easier + r.harder;
              const easier = shareOf(r.easier, all);
              const harder = shareOf(r.harder, all);
              const section = tax.section(r.name);
              return (
                <tr key={r.name} data-testid={`routing-${r.name}`}>
                  <th scope="row" className="fw-medium text-nowrap">
                    {section}
                  </th>
                  <td className="text-end text-nowrap">
                    <FormattedMessage {...m.routingShare} values={{ count: r.easier, percent: easier }} />
                  </td>
                  <td className="text-end text-nowrap">
                    <FormattedMessage {...m.routingShare} values={{ count: r.harder, percent: harder }} />
                  </td>
                  <td style={{ minWidth: '8rem' }}>
                    <ProgressBar aria-label={intl.formatMessage(m.routingBar, { section, easier, harder })} role="img">
                      <ProgressBar now={easier} variant="info" key="easier" />
                      <ProgressBar now={harder} variant="primary" key="harder" />
                    </ProgressBar>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
