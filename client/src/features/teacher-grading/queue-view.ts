/** How the graders' queue shows each order's deadline. The server sorts (pro's priority orders first, then the oldest). */
import type { TeacherGradingOrderDto } from '@app/shared';

/** overdue: past due; soon: under a quarter of its time left; onTime; done: graded (its deadline no longer matters). */
export type DueState = 'overdue' | 'soon' | 'onTime' | 'done';

export function dueState(order: Pick<TeacherGradingOrderDto, 'status' | 'ordered_at' | 'due_at'>, now: Date): DueState {
  if (order.status === 'done') return 'done';
  const due = Date.parse(order.due_at);
  const left = due - now.getTime();
  if (left <= 0) return 'overdue';
  return left < (due - Date.parse(order.ordered_at)) / 4 ? 'soon' : 'onTime';
}
