/**
 * The grading form's values and rules. The rules are the server's (`feedbackErrors` in @app/shared), run on
 * the request the form would send, so a form that passes here is not refused with a 422 for these fields.
 */
import { feedbackErrors, type CompleteGradingRequest, type FeedbackField, type GradingService } from '@app/shared';

export interface FeedbackFormValues {
  score: string;
  comments: string;
  /** VIP: a comment per question id; blank ones are left out. */
  questionComments: Record<number, string>;
}

export const EMPTY_FEEDBACK_FORM: FeedbackFormValues = { score: '', comments: '', questionComments: {} };

/**
 * What the form shows for a service: a score unless the test is machine-scored (a review); comments
 * optional for score only; question comments VIP only.
 */
export function formShape(
  service: GradingService,
  machineScored: boolean,
): { score: boolean; comments: 'optional' | 'required'; questionComments: boolean } {
  return {
    score: !machineScored,
    comments: service === 'score' && !machineScored ? 'optional' : 'required',
    questionComments: service === 'vip_comments',
  };
}

/** The request body: the score as a number (absent when blank), non-blank question comments of VIP only. */
export function toCompleteRequest(service: GradingService, v: FeedbackFormValues, machineScored: boolean): CompleteGradingRequest {
  const score = machineScored ? '' : v.score.trim();
  const questionComments = formShape(service, machineScored).questionComments
    ? Object.entries(v.questionComments)
        .filter(([, comment]) => comment.trim())
        .map(([id, comment]) => ({ question_id: Number(id), comment: comment.trim() }))
    : [];
  return {
    ...(score ? { score: Number(score) } : {}),
    comments: v.comments.trim(),
    ...(questionComments.length ? { question_comments: questionComments } : {}),
  };
}

/** Message ids by field, empty when the form may be sent. */
export function feedbackFormErrors(service: GradingService, v: FeedbackFormValues, machineScored: boolean): Partial<Record<FeedbackField, string>> {
  return feedbackErrors(service, toCompleteRequest(service, v, machineScored), machineScored);
}

/** A server 422's fields onto the form's: per-question paths (`question_comments[3].comment`) belong to the list. */
export function formFieldOf(serverField: string): FeedbackField | null {
  const base = serverField.replace(/\[.*$/, '');
  return base === 'score' || base === 'comments' || base === 'question_comments' ? base : null;
}
