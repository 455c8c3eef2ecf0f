import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Th } from '../../../components/lists/paged-card';

/** A column's heading; `end` aligns it right (numbers, actions); false leaves the column out. */
export type Column = MessageDescriptor | { label: MessageDescriptor; end: true } | false;

/** The heading row of the classes' tables, in the list tables' style. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          !c ? null : 'label' in c ? (
            <Th key={i} className="text-end">
              <FormattedMessage {...c.label} />
            </Th>
          ) : (
            <Th key={i}>
              <FormattedMessage {...c} />
            </Th>
          ),
        )}
      </tr>
    </thead>
  );
}
