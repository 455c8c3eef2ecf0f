import { describe, expect, it } from 'vitest';
import { feedbackErrors, gradingServicesFor, isMachineScored } from './index';

// Issue 12 item 13: a machine-scored test is reviewed by a teacher, never given a second score.
describe('teacher grading of machine-scored tests', () => {
  it('every question type of today is machine-scored; an unknown (person-scored) type is not', () => {
    expect(isMachineScored(['multiple-choice', 'grid-in'])).toBe(true);
    expect(isMachineScored(['multiple-choice', 'essay'])).toBe(false);
  });

  it('offers the review services only where the test scored itself', () => {
    expect(gradingServicesFor(true)).toEqual(['simple_comments', 'vip_comments']);
    expect(gradingServicesFor(false)).toEqual(['score', 'simple_comments', 'vip_comments']);
  });

  it('refuses a score on a machine-scored test and requires one elsewhere', () => {
    expect(feedbackErrors('simple_comments', { score: 600, comments: 'Good.' }, true)).toEqual({
      score: 'teacherGrading.validation.scoreMachineScored',
    });
    expect(feedbackErrors('simple_comments', { comments: 'Good.' }, true)).toEqual({});
    expect(feedbackErrors('score', {}, true)).toEqual({ comments: 'validation.required' });
    expect(feedbackErrors('simple_comments', { comments: 'Good.' }, false)).toEqual({ score: 'validation.required' });
    expect(feedbackErrors('score', { score: 1200 }, false)).toEqual({});
  });
});
