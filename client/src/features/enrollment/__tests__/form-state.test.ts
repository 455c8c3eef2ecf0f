import { describe, expect, it } from 'vitest';
import type { EnrollableCourseDto, EnrollmentFormDto } from '@app/shared';
import {
  checkStep1,
  checkStep2,
  checkStep3,
  courseFromQuery,
  nextStep,
  previewDiscount,
  step2Draft,
  step2Input,
  step3Draft,
  step3Input,
  type Step2Draft,
} from '../form-state';

const course: EnrollableCourseDto = {
  id: 7,
  type: 'group',
  title: { 'en-US': 'SAT Summer', 'zh-CN': 'SAT 暑期班', 'zh-TW': 'SAT 暑期班' },
  fee: 4_500_000,
  currency: 'TWD',
  start_date: null,
  end_date: null,
  public_page: 'sat-summer',
};
const form = (over: Partial<EnrollmentFormDto> = {}): EnrollmentFormDto => ({
  course,
  locale: 'en-US',
  step: 1,
  submitted_at: null,
  step1: { course_id: 7, role: 'parent', name: 'Mei', email: 'mei@example.com', phone: '0912345678' },
  step2: null,
  step3: null,
  discount: { currency: 'TWD', lines: [], total: 0, referrer_bonus: 0 },
  created_at: '2030-01-01T00:00:00Z',
  expires_at: '2030-03-01T00:00:00Z',
  ...over,
});

describe('the drafts', () => {
  it('start step 2 from step 1: a parent is the parent, a student the first student', () => {
    expect(step2Draft(form()).parent).toMatchObject({ name: 'Mei', email: 'mei@example.com' });
    expect(step2Draft(form()).students).toHaveLength(1);
    const student = step2Draft(form({ step1: { ...form().step1, role: 'student', name: 'Amy' } }));
    expect(student.students[0]).toMatchObject({ name: 'Amy', email: 'mei@example.com' });
    expect(student.parent.name).toBe('');
  });

  it('check each step on the field paths the server uses', () => {
    expect(checkStep1({ course_id: '', role: '', name: ' ', email: 'x', phone: '123' })).toEqual({
      course_id: 'required',
      role: 'required',
      name: 'required',
      email: 'email',
      phone: 'phone',
    });
    const d: Step2Draft = {
      students: [
        {
          name: 'A',
          email: 'a@x.io',
          phone: '',
          home_phone: '',
          school: '',
          graduation_year: '2031',
          address: '',
          test_scores: [{ test: 'SAT', score: '1355' }],
        },
        { name: '', email: 'A@x.io', phone: '12', home_phone: '', school: '', graduation_year: '31', address: '', test_scores: [] },
      ],
      parent: { name: '', email: '', phone: '', home_phone: '' },
    };
    expect(checkStep2(d, 'parent')).toEqual({
      'students[0].test_scores[0]': 'score',
      'students[1].name': 'required',
      'students[1].email': 'emailsRepeat',
      'students[1].phone': 'phone',
      'students[1].graduation_year': 'year',
      'parent.name': 'required',
    });
    const s3 = { ...step3Draft(form()), payment_method: 'check' as const, payment_currency: 'RMB' as const, referred: true };
    expect(checkStep3(s3)).toMatchObject({ tutor_mode: 'required', 'referrer.name': 'required', payment_currency: 'currency' });
  });

  it('send blanks as null and numbers as numbers', () => {
    const input = step2Input({
      students: [
        {
          name: ' Amy ',
          email: '',
          phone: '',
          home_phone: '',
          school: 'TAS',
          graduation_year: '2031',
          address: '',
          test_scores: [{ test: 'ACT', score: '33' }],
        },
      ],
      parent: { name: 'Mei', email: '', phone: '', home_phone: '' },
    });
    expect(input.students[0]).toEqual({
      name: 'Amy',
      email: null,
      phone: null,
      home_phone: null,
      school: 'TAS',
      graduation_year: 2031,
      address: null,
      test_scores: [{ test: 'ACT', score: 33 }],
    });
    const s3 = step3Input({ ...step3Draft(form()), referred: false, referrer_name: 'left over', group_members: [{ name: 'Dana', contact: '' }] });
    expect(s3.referrer).toBeNull();
    expect(s3.group_members).toEqual([{ name: 'Dana', contact: null }]);
  });
});

describe('the discount preview', () => {
  it('is the shared rule over what is on screen: named friends and a named referrer only', () => {
    const d = {
      ...step3Draft(form()),
      group_members: [
        { name: 'Dana', contact: '' },
        { name: ' ', contact: '' },
      ],
      referred: true,
      referrer_name: '',
    };
    const preview = previewDiscount(course, 2, d);
    expect(preview.lines).toEqual([{ kind: 'group', per_student: 300_000, students: 2, amount: 600_000, group_size: 3 }]);
    expect(previewDiscount(course, 2, { ...d, referrer_name: 'Chris' }).total).toBe(800_000);
  });
});

describe('where a link leads', () => {
  it('opens the step after the last saved, the review once all three are', () => {
    expect(nextStep(form())).toBe(2);
    expect(nextStep(form({ step: 2 }))).toBe(3);
    expect(nextStep(form({ step: 3 }))).toBe(3);
  });

  it('chooses the course of ?course_id= or of a public page slug, only among open courses', () => {
    expect(courseFromQuery([course], new URLSearchParams('course=sat-summer'))).toBe(7);
    expect(courseFromQuery([course], new URLSearchParams('course_id=7'))).toBe(7);
    expect(courseFromQuery([course], new URLSearchParams('course_id=8'))).toBeUndefined();
    expect(courseFromQuery([course], new URLSearchParams('course=math-2c'))).toBeUndefined();
  });
});
