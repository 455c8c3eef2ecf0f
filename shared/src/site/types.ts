/**
 * The provider's public site (spec sections 1, 2 and 9): the shape of its texts per language, and the course
 * facts that do not depend on the language. The texts are defaults: admins override any text leaf by its
 * dotted key (site-content module), so nothing here needs a deploy to change.
 */
import type { PublicCourseSessionDto } from '../courses';
import type { PaymentCurrency } from '../dto/wallet';

/** The courses of spec section 1, one public page each (/others/{slug}). */
export const COURSE_SLUGS = [
  'sat-summer',
  'act-summer',
  'sat-winter',
  'sat-part-2',
  'sat-math',
  'math-2c',
  'toefl',
  'toefl-tutoring',
  'private-tutoring',
] as const;
export type CourseSlug = (typeof COURSE_SLUGS)[number];
export const isCourseSlug = (s: string): s is CourseSlug => (COURSE_SLUGS as readonly string[]).includes(s);

/** An amount in the currency's minor unit (cents): never a float. */
export interface Money {
  amountMinor: number;
  currency: PaymentCurrency;
}

/** What is true of a course whatever the language (spec section 9). */
export interface CourseFacts {
  slug: CourseSlug;
  exam: 'SAT' | 'ACT' | 'TOEFL' | 'SAT / ACT / TOEFL';
  /** Students per class; null for one-to-one teaching. */
  classSize: { min: number; max: number } | null;
  /** Length in weeks; null when it follows the student (tutoring). */
  weeks: number | null;
  /** List tuition; null when it is quoted per student or comes from the back office only. */
  tuition: Money | null;
  /** Tuition after the course's own discount, when it has one. */
  discountedTuition: Money | null;
  /** Part of the tuition that pays for the materials. */
  materials: Money | null;
  /** Group and referral discounts apply (section 9). */
  groupDiscounts: boolean;
  returningOnly: boolean;
}

/** What the back office knows of a course's next session: dates, fee, seats left (GET /api/courses/public/{slug}). */
export interface CourseSession {
  startDate: string;
  endDate: string;
  fee: Money | null;
  seatsLeft: number | null;
  /** When it meets (days, times, zone), for the page to word in its language; null when unknown. */
  schedule: PublicCourseSessionDto['schedule'] | null;
}

export interface CourseTexts {
  name: string;
  /** One line under the name on cards. */
  tagline: string;
  summary: string;
  paragraphs: string[];
  schedule: string;
  included: string[];
  audience: string;
}

export interface Person {
  name: string;
  role: string;
  bio: string;
}

export interface Story {
  name: string;
  detail: string;
  quote: string;
  result: string;
}

export interface SiteTexts {
  meta: { siteName: string; homeTitle: string; homeDescription: string };
  nav: {
    home: string;
    courses: string;
    stories: string;
    counselling: string;
    mentoring: string;
    faq: string;
    classesAndCounselling: string;
    practice: string;
    contact: string;
  };
  labels: {
    classSize: string;
    classSizeValue: string;
    oneToOne: string;
    length: string;
    lengthValue: string;
    lengthFlexible: string;
    schedule: string;
    price: string;
    priceAsk: string;
    priceWithMaterials: string;
    discountedPrice: string;
    discounts: string;
    included: string;
    whoFor: string;
    enroll: string;
    moreAbout: string;
    returningOnly: string;
    nextSession: string;
    seatsLeft: string;
  };
  home: {
    heroTitle: string;
    heroLead: string;
    heroCta: string;
    heroSecondary: string;
    introTitle: string;
    intro: string[];
    stats: { value: string; label: string }[];
    instructorsTitle: string;
    coursesTitle: string;
    coursesLead: string;
    storiesTitle: string;
    enrollTitle: string;
    enrollText: string;
    enrollCta: string;
    contactTitle: string;
    contactText: string;
  };
  instructors: Person[];
  hiring: { title: string; text: string };
  courses: Record<CourseSlug, CourseTexts>;
  discounts: { group: string[]; referral: string };
  stories: { title: string; lead: string; items: Story[] };
  counselling: { title: string; lead: string; groups: { title: string; items: string[] }[] };
  mentoring: { title: string; lead: string; guaranteesTitle: string; guarantees: string[]; howTitle: string; how: string[]; note: string };
  faq: { title: string; lead: string; items: { q: string; a: string }[] };
  others: { title: string; lead: string };
  classesAndCounselling: { title: string; lead: string; servicesTitle: string };
  catalog: { title: string; lead: string; reportTitle: string; report: string[] };
}
