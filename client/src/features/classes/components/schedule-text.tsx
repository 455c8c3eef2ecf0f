import { useIntl } from 'react-intl';
import type { WeeklyScheduleDto } from '@app/shared';
import { commonMessages as cm } from '../messages';

/** "Mon 18:00–20:00, Thu 18:00–20:00 (Asia/Taipei)": the weekly schedule in the class's own time zone. */
export function ScheduleText({ schedule }: { schedule: WeeklyScheduleDto }) {
  const intl = useIntl();
  const slots = schedule.slots.map((s) => `${intl.formatMessage(cm[`dayShort_${s.day}`])} ${s.start}–${s.end}`).join(', ');
  return (
    <span data-testid="class-schedule-text">
      {slots} ({schedule.time_zone.replace(/_/g, ' ')})
    </span>
  );
}
