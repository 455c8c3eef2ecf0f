import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK_FORM, feedbackFormErrors, formFieldOf, formShape, toCompleteRequest, type FeedbackFormValues } from '../feedback-form';

const form = (v: Partial<FeedbackFormValues>): FeedbackFormValues => ({ ...EMPTY_FEEDBACK_FORM, ...v });

describe('the grading form rules per service', () => {
  it('score only: a whole-number score from 0 to 1600 is required; comments are optional; no question comments', () => {
    expect(formShape('score', false)).toEqual({ score: true, comments: 'optional', questionComments: false });
    expect(feedbackFormErrors('score', form({}), false)).toEqual({ score: 'validation.required' });
    expect(feedbackFormErrors('score', form({ score: '12.5' }), false)).toEqual({ score: 'teacherGrading.validation.score' });
    expect(feedbackFormErrors('score', form({ score: '1601' }), false)).toEqual({ score: 'teacherGrading.validation.score' });
    expect(feedbackFormErrors('score', form({ score: 'abc' }), false)).toEqual({ score: 'teacherGrading.validation.score' });
    expect(feedbackFormErrors('score', form({ score: '0' }), false)).toEqual({});
    expect(feedbackFormErrors('score', form({ score: '1600', comments: 'Nice.' }), false)).toEqual({});
  });

  it('simple comments: comments are required (not blank) and at most 2000 characters', () => {
    expect(formShape('simple_comments', false)).toEqual({ score: true, comments: 'required', questionComments: false });
    expect(feedbackFormErrors('simple_comments', form({ score: '1200', comments: '   ' }), false)).toEqual({ comments: 'validation.required' });
    expect(feedbackFormErrors('simple_comments', form({ score: '1200', comments: 'x'.repeat(2001) }), false)).toEqual({
      comments: 'validation.too_long',
    });
    expect(feedbackFormErrors('simple_comments', form({ score: '1200', comments: 'x'.repeat(2000) }), false)).toEqual({});
    expect(feedbackFormErrors('simple_comments', form({}), false)).toEqual({ score: 'validation.required', comments: 'validation.required' });
  });

  it('VIP: comments required, per-question comments allowed; other services never send them', () => {
    expect(formShape('vip_comments', false)).toEqual({ score: true, comments: 'required', questionComments: true });
    const v = form({ score: '1400', comments: 'Good.', questionComments: { 501: ' Check the sign. ', 502: '  ' } });
    expect(feedbackFormErrors('vip_comments', v, false)).toEqual({});
    expect(toCompleteRequest('vip_comments', v, false)).toEqual({
      score: 1400,
      comments: 'Good.',
      question_comments: [{ question_id: 501, comment: 'Check the sign.' }],
    });
    // A simple-comments form keeps no question comments, so they cannot earn a 422.
    expect(toCompleteRequest('simple_comments', v, false)).toEqual({ score: 1400, comments: 'Good.' });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [i + 1, 'x']));
    expect(feedbackFormErrors('vip_comments', form({ score: '1400', comments: 'Good.', questionComments: many }), false)).toEqual({
      question_comments: 'teacherGrading.validation.questionCommentsMax',
    });
    const long = { 501: 'x'.repeat(1001) };
    expect(feedbackFormErrors('vip_comments', form({ score: '1400', comments: 'Good.', questionComments: long }), false)).toEqual({
      question_comments: 'teacherGrading.validation.questionComment',
    });
  });

  it('a machine-scored test: a review without a score, comments required for every service (issue 12 item 13)', () => {
    expect(formShape('simple_comments', true)).toEqual({ score: false, comments: 'required', questionComments: false });
    expect(feedbackFormErrors('simple_comments', form({ comments: 'Work on ratios; plan: 3 drills a week.' }), true)).toEqual({});
    expect(feedbackFormErrors('vip_comments', form({}), true)).toEqual({ comments: 'validation.required' });
    // A score typed before is never sent: it would stand beside the automatic one.
    expect(toCompleteRequest('simple_comments', form({ score: '600', comments: 'Good.' }), true)).toEqual({ comments: 'Good.' });
  });

  it("puts the server's per-field 422 on the form's fields", () => {
    expect(formFieldOf('score')).toBe('score');
    expect(formFieldOf('question_comments[3].comment')).toBe('question_comments');
    expect(formFieldOf('orderId')).toBeNull();
  });
});
