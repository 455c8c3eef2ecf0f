import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/store-context';
import { ChatIcon } from '../icons';
import { chromeMessages } from '../messages';

/** Floating button (in the page's flow on phones, see app.css) that opens a mail to the tenant's support address. */
export const FeedbackButton = observer(function FeedbackButton() {
  const { tenant } = useStores();
  const intl = useIntl();
  const { email, name } = tenant.tenant;
  if (!email) return null;
  const subject = intl.formatMessage(chromeMessages.feedbackSubject, { name });
  const label = intl.formatMessage(chromeMessages.feedback);
  return (
    <a
      className="btn btn-primary feedback-button d-inline-flex align-items-center gap-2 px-3 py-2"
      href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      aria-label={label}
      data-testid="feedback-button"
    >
      <ChatIcon />
      <span>{label}</span>
    </a>
  );
});
