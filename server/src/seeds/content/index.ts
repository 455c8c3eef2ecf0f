/** All original sample content, as the start-up seeding composes it. */
import type { Section } from '@app/shared';
import { mathDrills } from './drills-math';
import { rwDrills } from './drills-reading-writing';
import { mathModule1 } from './math-module-1';
import { mathModule2Easier } from './math-module-2-easier';
import { mathModule2Harder } from './math-module-2-harder';
import { paperMathCalculator } from './paper-math-calculator';
import { rwModule1 } from './rw-module-1';
import { rwModule2Easier } from './rw-module-2-easier';
import { rwModule2Harder } from './rw-module-2-harder';
import type { SeedModule } from './types';

export interface SeedAdaptiveSection {
  section: Extract<Section, 'reading-writing' | 'math'>;
  module1: SeedModule;
  easier: SeedModule;
  harder: SeedModule;
  /** Module 1 correct answers at or above which a student gets the harder module 2. */
  routingThreshold: number;
  /** Highest scaled score reachable through the easier route. */
  easierCeiling: number;
}

export const SAMPLE_ADAPTIVE_TEST = {
  slug: 'sample-dsat-1',
  title: 'Digital SAT Practice Test 1',
  breakAfterSeconds: 600,
  sections: [
    { section: 'reading-writing', module1: rwModule1, easier: rwModule2Easier, harder: rwModule2Harder, routingThreshold: 16, easierCeiling: 600 },
    { section: 'math', module1: mathModule1, easier: mathModule2Easier, harder: mathModule2Harder, routingThreshold: 13, easierCeiling: 620 },
  ] satisfies SeedAdaptiveSection[],
};

export const SAMPLE_DRILLS: readonly SeedModule[] = [...rwDrills, ...mathDrills];
export const SAMPLE_PAPER_SECTIONS: readonly SeedModule[] = [paperMathCalculator];

export const ALL_SAMPLE_MODULES: readonly SeedModule[] = [
  ...SAMPLE_ADAPTIVE_TEST.sections.flatMap((s) => [s.module1, s.easier, s.harder]),
  ...SAMPLE_DRILLS,
  ...SAMPLE_PAPER_SECTIONS,
];
