import { SECTION_BREAK_SECONDS, type PracticePublicDto } from '@app/shared';

export interface SetItemDraft {
  practice: PracticePublicDto;
  /** Minutes, as typed. */
  breakMinutes: string;
}

/** The digital SAT's 10-minute break sits between Reading and Writing and Math. */
export const defaultBreakMinutes = (before: PracticePublicDto, after: PracticePublicDto | undefined): number =>
  after && before.section === 'reading-writing' && after.section === 'math' ? SECTION_BREAK_SECONDS / 60 : 0;

/** Appends practices; the break before each new one gets its default unless the author typed one. */
export function addToSet(items: readonly SetItemDraft[], added: readonly PracticePublicDto[]): SetItemDraft[] {
  const next = [...items];
  for (const practice of added) {
    if (next.some((i) => i.practice.id === practice.id)) continue;
    const last = next[next.length - 1];
    if (last && (last.breakMinutes === '' || last.breakMinutes === '0'))
      next[next.length - 1] = { ...last, breakMinutes: String(defaultBreakMinutes(last.practice, practice)) };
    next.push({ practice, breakMinutes: '0' });
  }
  return next;
}

export const parseBreak = (text: string): number | null => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 60 ? n : null;
};
