import { fillText, formatMoney, nextSessionText, type CourseSession, type CourseSlug, type Locale, type SiteTexts } from '@app/shared';
import { COURSE_FACTS } from '@app/shared/site-content';

/** A course's facts of spec section 9 (class size, length, schedule, price), and the back office's session when there is one. */
export function CourseFacts({ slug, texts, locale, session }: { slug: CourseSlug; texts: SiteTexts; locale: Locale; session: CourseSession | null }) {
  const f = COURSE_FACTS[slug];
  const L = texts.labels;
  const money = (m: NonNullable<typeof f.tuition>) => formatMoney(m, locale);
  const fee = session?.fee ?? f.tuition;
  const price = fee
    ? f.materials && !session?.fee
      ? fillText(L.priceWithMaterials, { price: money(fee), materials: money(f.materials) })
      : money(fee)
    : L.priceAsk;
  const rows: [string, string][] = [
    [L.classSize, f.classSize ? fillText(L.classSizeValue, f.classSize) : L.oneToOne],
    [L.length, f.weeks ? fillText(L.lengthValue, { weeks: f.weeks }) : L.lengthFlexible],
    [L.schedule, texts.courses[slug].schedule],
    [L.price, f.discountedTuition && !session?.fee ? `${price} · ${fillText(L.discountedPrice, { price: money(f.discountedTuition) })}` : price],
  ];
  if (session) rows.unshift([L.nextSession, nextSessionText(session, L, locale)]);
  return (
    <dl className="course-facts row mb-0" data-testid="course-facts">
      {rows.map(([k, v]) => (
        <div key={k} className="col-12 col-sm-6 mb-3">
          <dt className="small text-body-secondary fw-normal">{k}</dt>
          <dd className="mb-0 fw-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
