import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { finishedMessages as m } from '../messages';

/**
 * The end: everything is submitted; the report comes from the results page once graded. An attempt
 * restarted in another window ends here too, saying so instead of claiming its answers were submitted.
 */
export function FinishedScreen({ title, restarted = false }: { title: string; restarted?: boolean }) {
  return (
    <div className="tr-center-screen" data-testid="finished-screen">
      <h1 className="h3">
        <FormattedMessage {...(restarted ? m.restartedTitle : m.title)} />
      </h1>
      <p className="text-body-secondary">
        <FormattedMessage {...(restarted ? m.restartedBody : m.body)} values={{ title }} />
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to={PATHS.testResults} className="btn btn-primary">
          <FormattedMessage {...m.results} />
        </Link>
        <Link to={PATHS.home} className="btn btn-outline-secondary">
          <FormattedMessage {...m.home} />
        </Link>
      </div>
    </div>
  );
}
