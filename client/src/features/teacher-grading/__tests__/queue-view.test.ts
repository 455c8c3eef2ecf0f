import { describe, expect, it } from 'vitest';
import { dueState } from '../queue-view';
import { queueOrder } from './fixtures';

describe('due states in the queue', () => {
  const o = queueOrder(1, { ordered_at: '2026-03-01T00:00:00.000Z', due_at: '2026-03-04T00:00:00.000Z' }); // 72 h
  it('is on time, then due soon in its last quarter, then overdue', () => {
    expect(dueState(o, new Date('2026-03-02T00:00:00.000Z'))).toBe('onTime');
    expect(dueState(o, new Date('2026-03-03T07:00:00.000Z'))).toBe('soon');
    expect(dueState(o, new Date('2026-03-04T00:00:00.000Z'))).toBe('overdue');
  });
  it('no longer matters once graded', () => {
    expect(dueState({ ...o, status: 'done' }, new Date('2026-04-01T00:00:00.000Z'))).toBe('done');
  });
});
