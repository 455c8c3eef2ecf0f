import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { GRADE_LEVELS } from '@app/shared';
import { formMessages } from './messages';
import type { SelectOption } from './select-field';

/** Grade levels 1 to 17 plus graduated (spec section 3): school grades, college years, graduate school. */
export function useGradeOptions(): SelectOption[] {
  const intl = useIntl();
  return useMemo(
    () =>
      GRADE_LEVELS.map((value) => {
        const n = Number(value);
        const label =
          value === 'graduated'
            ? intl.formatMessage(formMessages.graduated)
            : n <= 12
              ? intl.formatMessage(formMessages.grade, { n })
              : n <= 16
                ? intl.formatMessage(formMessages.collegeYear, { n: n - 12 })
                : intl.formatMessage(formMessages.graduateSchool);
        return { value, label };
      }),
    [intl],
  );
}

/** Graduation years from ten years back to twelve ahead. */
export function graduationYearOptions(now = new Date()): SelectOption[] {
  const year = now.getFullYear();
  return Array.from({ length: 23 }, (_, i) => String(year - 10 + i)).map((y) => ({ value: y, label: y }));
}

/** IANA time zones the browser knows. */
export function timezoneOptions(): SelectOption[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'America/Denver', 'America/New_York', 'Asia/Shanghai', 'Asia/Taipei'];
  return zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}
