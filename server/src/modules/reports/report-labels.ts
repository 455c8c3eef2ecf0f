/**
 * The report's words in its language, from the shared locale files (the same section and domain names
 * the client shows), plus the number and date formats of that language.
 */
import { BUSINESS_TIMEZONE, type Locale, type ModuleRoute, type QuestionOutcome } from '@app/shared';
import { hasMessage, t } from '../../lib/i18n';

const camel = (kebab: string) => kebab.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());

const OUTCOME_IDS: Record<QuestionOutcome, string> = {
  correct: 'reports.pdf.outcomeCorrect',
  wrong: 'reports.pdf.outcomeWrong',
  omitted: 'reports.pdf.outcomeOmitted',
  unscored: 'reports.pdf.outcomeUnscored',
};

const ROUTE_IDS: Record<ModuleRoute, string> = { easier: 'reports.pdf.routeEasier', harder: 'reports.pdf.routeHarder' };

export interface ReportLabels {
  locale: Locale;
  text(id: string, values?: Record<string, string | number>): string;
  /** 'reading-writing' -> "Reading and Writing" (the client's practices.labels.* texts). */
  section(name: string): string;
  domain(name: string): string;
  outcome(o: QuestionOutcome): string;
  route(r: ModuleRoute): string;
  dateTime(iso: string | null): string;
  /** Seconds as m:ss. */
  duration(seconds: number): string;
}

/** Looks up `practices.labels.<prefix><Name>`, or shows the raw name when the catalog has no such text. */
function taxonomyName(locale: Locale, prefix: string, name: string): string {
  const id = `practices.labels.${prefix}${camel(name)}`;
  return hasMessage(id) ? t(locale, id) : name;
}

/**
 * Dates in the taker's zone, named after the time ("9:00 AM (Asia/Taipei)"): whoever opens the PDF, a
 * teacher or a parent elsewhere, reads which clock it is. A stored zone Intl does not know falls back to the
 * business zone rather than failing the render.
 */
function dateFormat(locale: Locale, timeZone: string): (d: Date) => string {
  let format: Intl.DateTimeFormat;
  let zone = timeZone;
  try {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    zone = BUSINESS_TIMEZONE;
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  }
  return (d) => `${format.format(d)} (${zone})`;
}

export function reportLabels(locale: Locale, timeZone: string): ReportLabels {
  const dates = dateFormat(locale, timeZone);
  return {
    locale,
    text: (id, values) => t(locale, id, values),
    section: (name) => taxonomyName(locale, 'section', name),
    domain: (name) => taxonomyName(locale, 'domain', name),
    outcome: (o) => t(locale, OUTCOME_IDS[o]),
    route: (r) => t(locale, ROUTE_IDS[r]),
    dateTime: (iso) => (iso ? dates(new Date(iso)) : '-'),
    duration: (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`,
  };
}
