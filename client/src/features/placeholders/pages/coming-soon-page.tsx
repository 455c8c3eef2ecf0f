import { Badge } from 'react-bootstrap';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { CenteredCard } from '../../../components/centered-card';
import { SparkIcon } from '../../../components/icons';
import { PATHS } from '../../../config/paths';
import { placeholderMessages } from '../messages';

/** Where header links and area roots land until their features exist. */
export function ComingSoonPage({ title }: { title: MessageDescriptor }) {
  return (
    <CenteredCard
      wide
      icon={<SparkIcon size={26} />}
      testId="coming-soon-page"
      title={
        <>
          <FormattedMessage {...title} />
          <Badge bg="primary-subtle" text="primary-emphasis" className="ms-2 align-middle fs-6 fw-medium">
            <FormattedMessage {...placeholderMessages.badge} />
          </Badge>
        </>
      }
      subtitle={<FormattedMessage {...placeholderMessages.body} />}
    >
      <Link to={PATHS.home} className="btn btn-outline-primary">
        <FormattedMessage {...placeholderMessages.home} />
      </Link>
    </CenteredCard>
  );
}
