import type { AnalysisResultRowDto, CombinedResultDto } from '@app/shared';
import type { AnalysisRowRecord } from './analysis.repository';
import type { CombinedResultRecord } from './combined-results.repository';

export const toAnalysisRowDto = (r: AnalysisRowRecord): AnalysisResultRowDto => ({
  attemptId: r.attemptId,
  student: { id: r.studentId, name: r.studentName, username: r.username },
  target: { type: r.targetType, id: r.targetId, title: r.targetTitle, version: r.version },
  total: r.total,
  sections: r.sections.map((s) => ({ name: s.name, raw: s.raw, maxRaw: s.maxRaw, scaled: s.scaled, route: s.route })),
  counts: { correct: r.correct, wrong: r.wrong, omitted: r.omitted, unscored: r.unscored },
  leaveCount: r.leaveCount,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt.toISOString(),
});

export const toCombinedResultDto = (r: CombinedResultRecord): CombinedResultDto => ({
  id: r.id,
  userId: r.userId,
  version: r.version,
  total: r.total,
  sections: r.sections,
  parts: r.parts.map((p) => ({
    attemptId: p.attemptId,
    target: { type: p.targetType, id: p.targetId, title: p.targetTitle, version: p.version },
    finishedAt: p.finishedAt.toISOString(),
  })),
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});
