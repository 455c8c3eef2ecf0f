import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChartIcon, ClockIcon, UsersIcon } from '../../../components/icons';
import { useStores } from '../../../stores/store-context';
import { authMessages } from '../messages';

function Feature({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="d-flex gap-3 align-items-start mb-3">
      <span className="feature-icon">{icon}</span>
      <span className="pt-1">{children}</span>
    </li>
  );
}

/** The brand side of the login screen, shown on wide screens. */
export const AuthPanel = observer(function AuthPanel() {
  const { tenant } = useStores();
  const { name, logo, examName } = tenant.tenant;
  return (
    <div className="auth-panel d-flex flex-column">
      <div className="d-flex align-items-center gap-2 mb-5">
        {logo && <img src={logo} alt="" width={40} height={40} className="rounded-3" />}
        <span className="fw-semibold fs-5">{name}</span>
      </div>
      <h2 className="h3 fw-semibold mb-3">
        <FormattedMessage {...authMessages.panelTitle} values={{ exam: examName || 'SAT' }} />
      </h2>
      <p className="opacity-75 mb-4">
        <FormattedMessage {...authMessages.panelSubtitle} />
      </p>
      <ul className="list-unstyled mb-0 position-relative" style={{ zIndex: 1 }}>
        <Feature icon={<ClockIcon />}>
          <FormattedMessage {...authMessages.featureTests} />
        </Feature>
        <Feature icon={<ChartIcon />}>
          <FormattedMessage {...authMessages.featureScores} />
        </Feature>
        <Feature icon={<UsersIcon />}>
          <FormattedMessage {...authMessages.featureClasses} />
        </Feature>
      </ul>
    </div>
  );
});
