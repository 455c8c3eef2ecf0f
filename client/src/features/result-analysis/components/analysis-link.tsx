import type { AttemptTargetType, RoleArea } from '@app/shared';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { resultsMessages as m } from '../messages';
import { ANALYSIS_AREAS, analysisPaths } from '../paths';

/**
 * "Analysis" on an authoring page of a test that has been taken, in the area the page is in (the company
 * area has no statistics pages). Authors go from the test they wrote to how students did on it.
 */
export function AnalysisLink({ type, id, taken }: { type: AttemptTargetType; id: number; taken: boolean }) {
  const area = useLocation().pathname.split('/')[1] as RoleArea;
  if (!taken || !ANALYSIS_AREAS.includes(area)) return null;
  return (
    <Link to={analysisPaths(area).analysis(type, id)} className="btn btn-outline-primary" data-testid="analysis-link">
      <FormattedMessage {...m.analysis} />
    </Link>
  );
}
