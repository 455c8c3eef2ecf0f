import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/store-context';
import { GradingFeedback } from './grading-feedback';
import { OrderGradingPanel } from './order-grading-panel';
import { sectionMessages as m } from '../messages';
import { useStudentGrading } from '../use-student-grading';

/**
 * Teacher grading on the score report: the order panel and the teacher's feedback, for the attempt's owner
 * only (admins and teachers open other students' reports too, and cannot buy grading with their coins).
 */
export const TeacherGradingSection = observer(function TeacherGradingSection({
  attemptId,
  ownerId,
  machineScored,
}: {
  attemptId: number;
  ownerId: number;
  /** Every question scored automatically: a teacher reviews, and no teacher's score stands beside the automatic one. */
  machineScored: boolean;
}) {
  const { session } = useStores();
  if (session.user?.id !== ownerId) return null;
  return <OwnerGradingSection attemptId={attemptId} machineScored={machineScored} />;
});

/** Asks for the attempt's order once; after a new order, once more, so the feedback view shows it pending. */
function OwnerGradingSection({ attemptId, machineScored }: { attemptId: number; machineScored: boolean }) {
  const intl = useIntl();
  const { order, reload } = useStudentGrading(attemptId);
  return (
    <section className="mt-4" aria-label={intl.formatMessage(m.label)} data-testid="teacher-grading">
      <GradingFeedback order={order} />
      <OrderGradingPanel attemptId={attemptId} existing={order} machineScored={machineScored} onOrdered={() => void reload()} />
    </section>
  );
}
