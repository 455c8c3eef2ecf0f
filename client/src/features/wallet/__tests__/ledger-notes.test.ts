import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../i18n/catalogs';
import { describeNotes } from '../ledger-notes';

const intl = createIntl({ locale: 'en-US', messages: CATALOGS['en-US'] });

describe('ledger notes', () => {
  it('turns the server\u2019s references into sentences', () => {
    expect(describeNotes(intl, 'plan:pro-6')).toBe('Plan pro-6');
    expect(describeNotes(intl, 'report:12')).toBe('Score report for test #12');
    expect(describeNotes(intl, 'grading:vip_comments:12')).toBe('Grading (score and VIP comments) for test #12');
    expect(describeNotes(intl, 'referral-pair:4,9')).toBe('2 friends invited');
    expect(describeNotes(intl, 'email-verification')).toBe('Email address verified');
    expect(describeNotes(intl, 'payment:77:bank_transfer')).toBe('Payment #77 (Bank transfer)');
  });

  it('shows admin notes and unknown references as written', () => {
    expect(describeNotes(intl, 'Refund for the outage')).toBe('Refund for the outage');
    expect(describeNotes(intl, 'grading:unknown:3')).toBe('grading:unknown:3');
    expect(describeNotes(intl, null)).toBe('');
  });
});
