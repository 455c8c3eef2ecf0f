import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { isPro, planHolderOf } from '@app/shared';
import { useStores } from '../stores/store-context';
import { coinMessages as m } from './messages';

/** The crown pro users see next to their name (spec section 6); nothing for everyone else. */
export const ProCrown = observer(function ProCrown() {
  const { session } = useStores();
  const intl = useIntl();
  const user = session.user;
  // An expired pro role shows no crown: the shared rule decides, as the server does for limits.
  if (!user || !isPro(planHolderOf(user), new Date())) return null;
  const label = intl.formatMessage(m.proMember);
  return (
    <span role="img" aria-label={label} title={label} className="text-warning d-inline-flex" data-testid="pro-crown">
      <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M3 7.5l4.5 4 4.5-7 4.5 7 4.5-4-2 11.5H5L3 7.5zM5 20.5h14v1.5H5z" />
      </svg>
    </span>
  );
});
