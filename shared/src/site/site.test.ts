import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale';
import { applySiteOverrides, COURSE_FACTS, SITE_TEXTS, siteTextEntries } from './content';
import { COURSE_SLUGS, formatMoney } from './index';

describe('public site texts', () => {
  const keys = (l: (typeof LOCALES)[number]) => siteTextEntries(SITE_TEXTS[l]).map(([k]) => k);

  it('has the same editable keys in every language, so an override key means the same text in each', () => {
    for (const l of LOCALES) expect(keys(l)).toEqual(keys('en-US'));
  });

  it('lists the 31 counselling services of spec section 1', () => {
    for (const l of LOCALES) expect(SITE_TEXTS[l].counselling.groups.flatMap((g) => g.items)).toHaveLength(31);
  });

  it('has facts and texts for every course', () => {
    for (const slug of COURSE_SLUGS) {
      expect(COURSE_FACTS[slug].slug).toBe(slug);
      for (const l of LOCALES) expect(SITE_TEXTS[l].courses[slug].name).toBeTruthy();
    }
  });

  it('uses 你, never 您, in Chinese', () => {
    for (const l of ['zh-CN', 'zh-TW'] as const) for (const [, text] of siteTextEntries(SITE_TEXTS[l])) expect(text).not.toContain('您');
  });

  it('applies overrides by key and ignores unknown keys', () => {
    const t = applySiteOverrides(SITE_TEXTS['en-US'], { 'home.heroTitle': 'New', 'faq.items.0.a': 'A', 'nope.x': 'y' });
    expect(t.home.heroTitle).toBe('New');
    expect(t.faq.items[0].a).toBe('A');
    expect(SITE_TEXTS['en-US'].home.heroTitle).not.toBe('New');
  });

  it('formats whole-unit prices from minor units', () => {
    expect(formatMoney({ amountMinor: 1_200_000, currency: 'TWD' }, 'zh-TW')).toBe('NT$12,000');
    expect(formatMoney({ amountMinor: 5_000, currency: 'RMB' }, 'zh-CN')).toBe('CN¥50');
  });
});
