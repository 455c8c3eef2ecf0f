import type { PracticeTool } from './dto/practice';
import type { Section } from './sat-taxonomy';

/** Sections where the calculator is allowed (digital Math, paper Math with calculator). */
export const CALCULATOR_SECTIONS: readonly Section[] = ['math', 'math-calculator'];

/** The tools a practice gets unless its author says otherwise (digital-sat.md: tools per section). */
export function defaultTools(section: Section): PracticeTool[] {
  switch (section) {
    case 'math':
    case 'math-calculator':
      return ['calculator', 'reference-sheet'];
    case 'math-no-calculator':
      return ['reference-sheet'];
    case 'reading-writing':
      return ['highlighter', 'annotate', 'eliminator'];
    default:
      return [];
  }
}
