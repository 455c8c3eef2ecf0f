/** Business constants and limits of spec section 9. */
export const HTTP_TIMEOUT_MS = 20_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_MENU_COLLAPSE_PX = 992;
export const PAGE_SIZE = 20;
/** Spec section 9 "Timezone GMT+8": the business day of admin analytics and log date filters. */
export const BUSINESS_TIMEZONE = 'Asia/Taipei';
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MIN_PHONE_DIGITS = 7;
export const GRADE_LEVELS = [...Array.from({ length: 17 }, (_, i) => String(i + 1)), 'graduated'] as const;
export const COPYRIGHT_START_YEAR = 2009;
export const MOCK_TYPE_HEADER = 'x-mock-type';
export const MOCK_TYPE_VALUE = 'sat';
export const STORAGE_KEYS = {
  idToken: 'id_token',
  /** The visitor's chosen language (a Lang), read by the app and by server-rendered pages' guard. */
  lang: 'lang',
  noticeCloseTime: 'notice_close_time',
  lastAccessRoutePath: 'lastAccessRoutePath',
} as const;
export const PASSWORD_MIN_LENGTH = 8;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const EMAIL_VERIFY_TTL_HOURS = 24;
export const CAPTCHA_TTL_SECONDS = 300;
export const TEACHER_PAYMENT_METHODS = ['us-bank-check', 'taiwan-bank', 'wechat', 'alipay'] as const;
export const DEFAULT_GEO = {
  iso_code: 'US',
  country: 'United States',
  city: 'Salt Lake City',
  timezone: 'America/Denver',
} as const;

/** Test runner limits (spec sections 6 and 9). Free members: per calendar day in their own timezone. */
export const FREE_DAILY_FULL_TESTS = 2;
export const FREE_DAILY_SECTION_PRACTICES = 5;
/** Attempts of one test per user, restarts included, before TAKEN_OVER_3_EXAM. */
export const ATTEMPT_TAKE_LIMIT = 3;
/**
 * A leave is counted when the test page stays away (another page, a closed or hidden tab) longer than
 * this. Ten seconds cover a reload on a slow phone connection (the page and the attempt's state load
 * again), while a student who looks something up in another tab is away for longer than that.
 */
export const LEAVE_GRACE_SECONDS = 10;
/** The timer's warning (the official app warns at 5 minutes left). */
export const TIMER_WARNING_SECONDS = 300;
/** Accommodation: extra time in percent of each module's time. */
export const EXTRA_TIME_PERCENTS = [0, 25, 50, 100] as const;
