import { describe, expect, it } from 'vitest';
import { classFormOf, emptyClassForm, toClassInput, type ClassFormValues } from '../class-form';
import { classDetail } from './fixtures';

const valid = (patch: Partial<ClassFormValues> = {}): ClassFormValues => ({ ...emptyClassForm('Asia/Taipei'), name: '  SAT Spring  ', ...patch });

describe('the class form', () => {
  it('turns valid values into the request, blanks into nulls and the schedule into its time zone', () => {
    const result = toClassInput(
      valid({
        capacity: '12',
        method: 'in_person',
        start_date: '2027-02-01',
        end_date: '2027-05-31',
        slots: [{ day: 'tue', start: '18:00', end: '20:00' }],
        requires_approval: true,
        default_test: 'adaptive:4',
        score_min: '1200',
        score_max: '1450',
      }),
    );
    expect(result.problems).toBeNull();
    expect(result.input).toEqual({
      name: 'SAT Spring',
      description: '',
      method: 'in_person',
      start_date: '2027-02-01',
      end_date: '2027-05-31',
      schedule: { time_zone: 'Asia/Taipei', slots: [{ day: 'tue', start: '18:00', end: '20:00' }] },
      capacity: 12,
      requires_approval: true,
      default_test: { target_type: 'adaptive', target_id: 4 },
      score_min: 1200,
      score_max: 1450,
    });
    expect(toClassInput(valid()).input).toMatchObject({ start_date: null, schedule: null, default_test: null, score_min: null, score_max: null });
  });

  it('names each field the server would refuse', () => {
    expect(toClassInput(valid({ name: ' ' })).problems).toEqual({ name: 'required' });
    expect(toClassInput(valid({ name: 'x'.repeat(101) })).problems).toEqual({ name: 'tooLong' });
    for (const capacity of ['0', '501', '', '2.5', 'ten']) expect(toClassInput(valid({ capacity })).problems).toEqual({ capacity: 'capacity' });
    expect(toClassInput(valid({ start_date: '2027-05-01', end_date: '2027-04-30' })).problems).toEqual({ end_date: 'endBeforeStart' });
    expect(toClassInput(valid({ score_min: '1200' })).problems).toEqual({ score_max: 'scoreBoth' });
    expect(toClassInput(valid({ score_max: '1200' })).problems).toEqual({ score_min: 'scoreBoth' });
    expect(toClassInput(valid({ score_min: '300', score_max: '1200' })).problems).toEqual({ score_min: 'scoreRange' });
    expect(toClassInput(valid({ score_min: '1400', score_max: '1200' })).problems).toEqual({ score_max: 'scoreOrder' });
    expect(toClassInput(valid({ slots: [{ day: 'mon', start: '20:00', end: '19:00' }] })).problems).toEqual({ 'slots.0': 'slotOrder' });
  });

  it('reads an existing class back into the same values', () => {
    const values = classFormOf(classDetail(), 'UTC');
    expect(values).toMatchObject({ name: 'SAT Spring', capacity: '20', time_zone: 'Asia/Taipei', default_test: 'practice:9', score_min: '1200' });
    expect(toClassInput(values).problems).toBeNull();
  });
});
