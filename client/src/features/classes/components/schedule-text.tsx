import { useIntl } from 'react-intl';
import type { WeeklyScheduleDto } from '@app/shared';
import { commonMessages as cm } from '../messages';

/** "Mon 18:00–20:00, Thu 18:00–20:00 (Asia/Taipei)": the weekly schedule in the class's own time zone. */
export function ScheduleText({ schedule }: { schedule: WeeklyScheduleDto }) {
  const intl = useIntl();
  // The language's own separator: Chinese lists take "、" (Intl's list formats read oddly here: none, or "和").
  const slots = schedule.slots
    .map((s) => `${intl.formatMessage(cm[`dayShort_${s.day}`])} ${s.start}–${s.end}`)
    .join(intl.locale.startsWith('zh') ? '、' : ', ');
  return (
    <span data-testid="class-schedule-text">
      {slots} ({schedule.time_zone.replace(/_/g, ' ')})
    </span>
  );
}
