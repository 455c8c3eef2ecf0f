import type { PracticeKind, Section } from '@app/shared';

/** Official timings (digital-sat.md) as the starting time limit of a new practice, in minutes. */
export function suggestedMinutes(kind: PracticeKind, section: Section): number {
  if (kind === 'drill') return 15;
  if (kind === 'quick') return 60;
  const official: Record<Section, number> = {
    'reading-writing': 32,
    math: 35,
    reading: 65,
    'writing-language': 35,
    'math-no-calculator': 25,
    'math-calculator': 55,
  };
  const minutes = official[section];
  // A whole digital section is two modules.
  return kind === 'section' && (section === 'reading-writing' || section === 'math') ? minutes * 2 : minutes;
}

export const TIME_LIMIT_MINUTES = { min: 1, max: 300 } as const;

export function parseMinutes(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= TIME_LIMIT_MINUTES.min && n <= TIME_LIMIT_MINUTES.max ? n : null;
}
