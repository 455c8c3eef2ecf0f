/**
 * What the back-office specs (enrollment, tuition, payroll, the whole flow) share: step 3 of the Lin family's
 * form, the transfer's screenshot, the bill's figures, the pay month.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Step 3 of the enrollment form for the two Lin siblings (Amy and Ben): their group discount (TWD 2,000 each)
 * shows as they go, the family's choices, then the review page lists both.
 */
export async function siblingsStepThree(page: Page): Promise<void> {
  await expect(page.getByTestId('enroll-discount-group')).toContainText('NT$2,000 × 2');
  await expect(page.getByTestId('enroll-discount-total')).toHaveText('−NT$4,000');
  await page.getByTestId('enroll-tutor-mode-in_person').check();
  await page.getByTestId('enroll-mandarin-when_needed').check();
  await page.getByTestId('enroll-heard-from').selectOption('friend');
  await page.getByTestId('enroll-payment-method').selectOption('bank_transfer');
  await page.getByTestId('enroll-payment-currency').selectOption('TWD');
  await page.getByTestId('enroll-review').click();
  await expect(page).toHaveURL(/\?step=review$/);
  await expect(page.getByTestId('enroll-summary')).toContainText('Amy Lin');
  await expect(page.getByTestId('enroll-summary')).toContainText('Ben Lin');
}

/** A 16 x 10 PNG (a bank transfer's screenshot). */
export const TRANSFER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQYlWNQWlVOEmIY1bBqSIYSAAt5yeGOlbmXAAAAAElFTkSuQmCC',
  'base64',
);

/** A bill PDF's Keywords, where the bill writes its figures (an indirect string pdfkit leaves uncompressed). */
export function billKeywords(pdf: Buffer): string | undefined {
  const src = pdf.toString('latin1');
  const ref = /\/Keywords (\d+) 0 R/.exec(src)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)`).exec(src)?.[1] : undefined;
}

/**
 * The month of past lessons (GMT+8, `YYYY-MM`): this one, or the last one early in a month, so that days 1 to 4
 * of it have already begun (a lesson is logged once it has started).
 */
export const payMonth = (() => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  if (d > 5) return today.slice(0, 7);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
})();

/** Day `n` of the pay month, `YYYY-MM-DD`. */
export const payDay = (n: number) => `${payMonth}-${String(n).padStart(2, '0')}`;
