import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { finishedMessages as m } from '../messages';

/** The end: everything is submitted; the report comes from the results page once graded. */
export function FinishedScreen({ title }: { title: string }) {
  return (
    <div className="tr-center-screen" data-testid="finished-screen">
      <h1 className="h3">
        <FormattedMessage {...m.title} />
      </h1>
      <p className="text-body-secondary">
        <FormattedMessage {...m.body} values={{ title }} />
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
