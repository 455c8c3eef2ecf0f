import { useIntl } from 'react-intl';
import type { AttemptPlanStepDto } from '@app/shared';
import { progressMessages as m } from '../messages';
import { useModuleHeading } from '../module-heading';

/** The plan as a thin segmented line: done, current and upcoming modules (a single module shows nothing). */
export function PlanProgress({ plan }: { plan: AttemptPlanStepDto[] }) {
  const intl = useIntl();
  const heading = useModuleHeading(plan);
  if (plan.length < 2) return null;
  return (
    <ol className="tr-progress" aria-label={intl.formatMessage(m.label)} data-testid="plan-progress">
      {plan.map((step) => {
        const label = intl.formatMessage(m.step, { title: heading(step), state: step.state });
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
