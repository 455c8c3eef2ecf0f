import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import { GradingFeedback } from './grading-feedback';
import { OrderGradingPanel } from './order-grading-panel';
import { sectionMessages as m } from '../messages';

/**
 * Teacher grading on the score report: the order panel and the teacher's feedback, for the attempt's owner
 * only (admins and teachers open other students' reports too, and cannot buy grading with their coins).
 */
export const TeacherGradingSection = observer(function TeacherGradingSection({ attemptId, ownerId }: { attemptId: number; ownerId: number }) {
  const { session } = useStores();
  const intl = useIntl();
  // The feedback view loads the order on its own: a new key after an order makes it load again.
  const [orders, setOrders] = useState(0);
  if (session.user?.id !== ownerId) return null;
  return (
    <section className="mt-4" aria-label={intl.formatMessage(m.label)} data-testid="teacher-grading">
      <GradingFeedback key={orders} attemptId={attemptId} />
      <OrderGradingPanel attemptId={attemptId} onOrdered={() => setOrders((n) => n + 1)} />
    </section>
  );
});
