import { useIntl } from 'react-intl';
import type { AttemptPlanStepDto } from '@app/shared';
import { progressMessages as m } from '../messages';

/** The plan as a thin segmented line: done, current and upcoming modules (a single module shows nothing). */
export function PlanProgress({ plan }: { plan: AttemptPlanStepDto[] }) {
  const intl = useIntl();
  if (plan.length < 2) return null;
  return (
    <ol className="tr-progress" aria-label={intl.formatMessage(m.label)} data-testid="plan-progress">
      {plan.map((step) => {
        // A module 2 whose form is not routed yet may have no title: its position stands in.
        const label = intl.formatMessage(m.step, { title: step.title || `${step.position}`, state: step.state });
        return (
          <li
            key={step.position}
            className={`tr-progress-step tr-progress-${step.state}`}
            title={label}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
