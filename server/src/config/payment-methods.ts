/**
 * Which deposit methods this deployment offers (read by env.ts, the only reader of the environment).
 * Card comes with the Stripe keys. The offline methods are the operator's choice in PAYMENT_METHODS;
 * by default only a bank transfer, and only once its account is configured. A method that cannot work
 * (a bank transfer without an account) stops the start rather than failing a payer later.
 */
import { OFFLINE_PAYMENT_PROVIDERS, PAYMENT_PROVIDERS, type BankTransferDetailsDto, type PaymentProvider } from '@app/shared';

export interface PaymentMethodsConfig {
  methods: PaymentProvider[];
  bankTransfer: BankTransferDetailsDto | null;
}

export function readPaymentMethods(env: NodeJS.ProcessEnv, cardConfigured: boolean, problems: string[]): PaymentMethodsConfig {
  const bank = {
    bank: env.BANK_TRANSFER_BANK?.trim() ?? '',
    account_name: env.BANK_TRANSFER_ACCOUNT_NAME?.trim() ?? '',
    account_number: env.BANK_TRANSFER_ACCOUNT_NUMBER?.trim() ?? '',
    note: env.BANK_TRANSFER_NOTE?.trim() ?? '',
  };
  const required = [bank.bank, bank.account_name, bank.account_number];
  const bankTransfer = required.every(Boolean) ? bank : null;
  if (!bankTransfer && required.some(Boolean)) {
    problems.push('BANK_TRANSFER_BANK, BANK_TRANSFER_ACCOUNT_NAME and BANK_TRANSFER_ACCOUNT_NUMBER must be set together');
  }

  const listed =
    env.PAYMENT_METHODS === undefined
      ? null
      : env.PAYMENT_METHODS.split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  const offline = new Set<PaymentProvider>(listed === null ? (bankTransfer ? ['bank_transfer'] : []) : []);
  for (const name of listed ?? []) {
    if (name === 'card') problems.push('PAYMENT_METHODS: card is offered when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; leave it out');
    else if (!(OFFLINE_PAYMENT_PROVIDERS as readonly string[]).includes(name))
      problems.push(`PAYMENT_METHODS: unknown method "${name}" (one of ${OFFLINE_PAYMENT_PROVIDERS.join(', ')})`);
    else offline.add(name as PaymentProvider);
  }
  if (offline.has('bank_transfer') && !bankTransfer)
    problems.push('PAYMENT_METHODS offers bank_transfer: set BANK_TRANSFER_BANK, BANK_TRANSFER_ACCOUNT_NAME and BANK_TRANSFER_ACCOUNT_NUMBER');

  const methods = PAYMENT_PROVIDERS.filter((p) => (p === 'card' ? cardConfigured : offline.has(p)));
  return { methods, bankTransfer: methods.includes('bank_transfer') ? bankTransfer : null };
}
