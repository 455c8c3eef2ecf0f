import type { BreakdownDto, ResultHistoryDto, Section } from '@app/shared';
import { percentOf } from './report-model';

/** One line of the score-history chart: the total ('total') or a section score type, null where an attempt has none. */
export interface ScoreSeries {
  key: string;
  values: (number | null)[];
}

export interface ScoreHistoryData {
  /** finishedAt of each plotted attempt, oldest first (the chart formats them). */
  dates: string[];
  attemptIds: number[];
  series: ScoreSeries[];
}

/**
 * The history's points (graded attempts) as chart lines: oldest first, one line for the total and one per section score
 * type in the order they first appear. Attempts without any score (no score table applied) are left out.
 */
export function scoreHistoryData(history: ResultHistoryDto): ScoreHistoryData {
  const points = history.points
    .filter((a) => a.total !== null || a.sections.some((s) => s.scaled !== null))
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const sectionKeys = [...new Set(points.flatMap((a) => a.sections.map((s) => s.name)))];
  return {
    dates: points.map((a) => a.finishedAt),
    attemptIds: points.map((a) => a.attemptId),
    series: [
      { key: 'total', values: points.map((a) => a.total) },
      ...sectionKeys.map((key) => ({ key, values: points.map((a) => a.sections.find((s) => s.name === key)?.scaled ?? null) })),
    ],
  };
}

export interface DomainBar {
  name: string;
  section: Section;
  correct: number;
  total: number;
  percent: number;
}

/** The per-domain bars: domains that had questions, each domain once (rows of the same domain add up). */
export function domainBars(domains: readonly BreakdownDto[]): DomainBar[] {
  const merged = new Map<string, DomainBar>();
  for (const d of domains) {
    if (d.total <= 0) continue;
    const key = `${d.section}/${d.name}`;
    const bar = merged.get(key) ?? { name: d.name, section: d.section, correct: 0, total: 0, percent: 0 };
    bar.correct += d.correct;
    bar.total += d.total;
    bar.percent = percentOf(bar.correct, bar.total);
    merged.set(key, bar);
  }
  return [...merged.values()];
}

/** Whether /performance has anything to draw (else the empty state). */
export const hasHistory = (history: ResultHistoryDto) => scoreHistoryData(history).dates.length > 0 || domainBars(history.domains).length > 0;
