import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { PageHeader } from '../../../components/page-header';
import { builderMessages } from '../messages';

/** An authoring page's header: the way back (to the catalog unless told), the title, its status and the publish/duplicate/delete buttons. */
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
    <PageHeader
      back={{ to: back, label: <FormattedMessage {...backLabel} />, testId: 'detail-back' }}
      title={<FormattedMessage {...title} values={titleValues} />}
      badges={status}
      actions={actions}
    >
      {children}
    </PageHeader>
  );
}
