import type { IntlShape } from 'react-intl';
import { GRADING_SERVICES, PAYMENT_PROVIDERS, type GradingService, type PaymentProvider } from '@app/shared';
import { gradingServiceMessages, ledgerNoteMessages as m, providerMessages } from './messages';

/**
 * The server writes what a ledger row paid for as a reference ("plan:pro-6", "report:12", "grading:vip_comments:12");
 * users read a sentence. Admin notes and unknown references are shown as written.
 */
export function describeNotes(intl: IntlShape, notes: string | null): string {
  if (!notes) return '';
  const [kind, ...rest] = notes.split(':');
  switch (kind) {
    case 'plan':
      return rest.length === 1 ? intl.formatMessage(m.plan, { code: rest[0] }) : notes;
    case 'report':
      return rest.length === 1 ? intl.formatMessage(m.report, { id: rest[0] }) : notes;
    case 'grading': {
      const [service, id] = rest;
      if (!GRADING_SERVICES.includes(service as GradingService) || !id) return notes;
      return intl.formatMessage(m.grading, { service: intl.formatMessage(gradingServiceMessages[service as GradingService]), id });
    }
    case 'payment': {
      const [id, provider] = rest;
      if (!id || !(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) return notes;
      return intl.formatMessage(m.payment, { id, provider: intl.formatMessage(providerMessages[provider as PaymentProvider]) });
    }
    case 'referral':
      return intl.formatMessage(m.referral);
    case 'referral-pair':
      return intl.formatMessage(m.referralPair, { n: rest.join(',').split(',').filter(Boolean).length });
    case 'email-verification':
      return intl.formatMessage(m.emailVerification);
    case 'class-exam':
      return intl.formatMessage(m.classExam);
    default:
      return notes;
  }
}
