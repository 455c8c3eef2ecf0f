/**
 * The product's error codes (spec section 8, architecture.md "Errors: one shape").
 * The server answers `{ code, message, errors? }`; the client maps each code to its localized behaviour.
 */
export const ErrorCode = {
  // 400
  UNAUTHORIZED: 'UNAUTHORIZED',
  NOT_FOUND_USER: 'NOT_FOUND_USER',
  TAKEN_OVER_3_EXAM: 'TAKEN_OVER_3_EXAM',
  PRACTICE_EXAM_HAS_TAKEN: 'PRACTICE_EXAM_HAS_TAKEN',
  PRACTICE_EXAM_TITLE_EXISTS: 'PRACTICE_EXAM_TITLE_EXISTS',
  SAT_PASSAGE_EXISTS: 'SAT_PASSAGE_EXISTS',
  LINK_EXPIRED: 'LINK_EXPIRED',
  BAD_REQUEST: 'BAD_REQUEST',
  // 402
  EXCEEDED_TEST: 'exceeded_test',
  PRINT_PDF_FORBIDDEN: 'print_pdf_forbidden',
  POINT_IS_NOT_ENOUGH: 'point_is_not_enough',
  INSUFFICIENT_COINS: 'insufficient_coins',
  // generic
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  INTERNAL: 'INTERNAL',
  /** A payment provider that is not configured or not answering (card payments without Stripe keys). */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** A production server without PAYROLL_ENCRYPTION_KEY cannot store a teacher's ID number or payment account. */
  ENCRYPTION_KEY_MISSING: 'ENCRYPTION_KEY_MISSING',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default HTTP status for each code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHORIZED: 400,
  NOT_FOUND_USER: 400,
  TAKEN_OVER_3_EXAM: 400,
  PRACTICE_EXAM_HAS_TAKEN: 400,
  PRACTICE_EXAM_TITLE_EXISTS: 400,
  SAT_PASSAGE_EXISTS: 400,
  LINK_EXPIRED: 400,
  BAD_REQUEST: 400,
  exceeded_test: 402,
  print_pdf_forbidden: 402,
  point_is_not_enough: 402,
  insufficient_coins: 402,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  ENCRYPTION_KEY_MISSING: 503,
};

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Per-field messages, on 422. */
  errors?: Record<string, string[]>;
  /** SAT_PASSAGE_EXISTS: the passage the author should choose instead. */
  existing_id?: number;
}
