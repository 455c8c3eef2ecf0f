import { useIntl } from 'react-intl';
import type { AttemptPlanStepDto } from '@app/shared';
import { useTaxonomy } from '../../components/taxonomy/taxonomy';
import { moduleMessages } from './messages';

type Step = Pick<AttemptPlanStepDto, 'position' | 'section' | 'stage' | 'title'>;

/**
 * The section's 1-based number in the plan: a new section starts where the section changes from the step
 * before (Reading and Writing modules 1 and 2 are section 1, the Math modules after them section 2).
 */
export function sectionNumberOf(plan: readonly Step[], position: number): number {
  let n = 0;
  for (const [i, step] of plan.entries()) {
    if (i === 0 || step.section !== plan[i - 1].section) n += 1;
    if (step.position === position) return n;
  }
  return Math.max(1, n);
}

/** The module at `position` opens a section: the test shows that section's directions first. */
export function opensSection(plan: readonly Step[], position: number): boolean {
  const i = plan.findIndex((step) => step.position === position);
  return i <= 0 || plan[i - 1].section !== plan[i].section;
}

/**
 * How the runner names a module. An adaptive section's modules are "Section 1, Module 2: Reading and
 * Writing", as on test day: never the form's title, which would give module 2's route away. A single
 * module (a drill, a section practice) keeps its practice title.
 */
export function useModuleHeading(plan: readonly Step[]): (step: Step) => string {
  const intl = useIntl();
  const taxonomy = useTaxonomy();
  return (step) =>
    step.stage === 'single' && step.title
      ? step.title
      : intl.formatMessage(moduleMessages.heading, {
          section: sectionNumberOf(plan, step.position),
          module: step.stage === 'module2' ? 2 : 1,
          name: taxonomy.section(step.section),
        });
}
