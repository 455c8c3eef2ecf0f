import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { builderMessages } from '../messages';

/** Back link, page title, status and the publish/duplicate/delete buttons of an authoring page. */
export function DetailHeader({
  title,
  titleValues,
  back,
  backLabel = builderMessages.back,
  status,
  actions,
  children,
}: {
  title: MessageDescriptor;
  titleValues?: Record<string, string>;
  back: string;
  backLabel?: MessageDescriptor;
  status?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4">
      <Link to={back} className="small text-decoration-none" data-testid="detail-back">
        ← <FormattedMessage {...backLabel} />
      </Link>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-2">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h1 className="h3 fw-semibold mb-0">
            <FormattedMessage {...title} values={titleValues} />
          </h1>
          {status}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
