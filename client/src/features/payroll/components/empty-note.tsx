import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/** The line a payroll card shows instead of an empty list. */
export function EmptyNote({ message }: { message: MessageDescriptor }) {
  return (
    <p className="text-body-secondary small mb-0">
      <FormattedMessage {...message} />
    </p>
  );
}
