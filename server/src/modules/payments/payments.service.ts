/** Deposits: quotes, starting a payment with its provider, admin confirmation, the Stripe webhook. */
import type { EntityManager } from 'typeorm';
import {
  ErrorCode,
  quoteDeposit,
  type CreatePaymentRequest,
  type PaymentCurrency,
  type PaymentDto,
  type PaymentMethodsDto,
  type PaymentProvider,
  type PaymentQuoteDto,
} from '@app/shared';
import type { AuthUser } from '../../auth/session-user';
import { isSelfOrAdmin } from '../../core/access';
import type { AppContext } from '../../context';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import { creditPayment } from './payment-credit';
import { convenienceStoreProvider, offlineProvider, type PaymentProviderAdapter } from './payment-providers';
import { toAdminPaymentDto, toPaymentDto } from './payments.mapper';
import { paymentsRepository, type PaymentFilters } from './payments.repository';
import { stripeCardProvider } from './stripe-provider';
import { handleStripeEvent } from './stripe-webhook';

export function paymentsService(ctx: Pick<AppContext, 'ds' | 'clock' | 'config' | 'logger'>) {
  const { ds, clock } = ctx;
  const card = stripeCardProvider(ctx.config.stripe, ctx.config.appUrl);
  const providers: Record<PaymentProvider, PaymentProviderAdapter> = {
    bank_transfer: offlineProvider('bank_transfer'),
    check: offlineProvider('check'),
    cash: offlineProvider('cash'),
    card,
    convenience_store: convenienceStoreProvider,
  };

  const offered = ctx.config.payments;

  return {
    methods(): PaymentMethodsDto {
      return { methods: offered.methods, bank_transfer: offered.bankTransfer };
    },

    quote(provider: PaymentProvider, currency: PaymentCurrency, coins: number): PaymentQuoteDto {
      return { provider, currency, coins, ...quoteDeposit(provider, currency, coins) };
    },

    /** A pending payment for the caller, started with its provider (card: Stripe Checkout's link). */
    async create(m: EntityManager, userId: number, input: CreatePaymentRequest): Promise<PaymentDto> {
      // A method the site has not set up is refused before anything is written (card without Stripe included).
      if (!offered.methods.includes(input.provider)) throw fieldError({ provider: 'validation.payment.provider_unavailable' });
      const now = clock.now();
      const repo = paymentsRepository(m);
      const row = await repo.insert({ userId, ...input, ...quoteDeposit(input.provider, input.currency, input.coins), at: now });
      const started = await providers[input.provider].start(row, { now, expiresInDays: input.expires_in_days });
      return toPaymentDto(await repo.setStarted(row.id, started));
    },

    /** The owner's payment; admins see every payment. */
    async show(user: AuthUser, id: number): Promise<PaymentDto> {
      const p = await paymentsRepository(ds).find(id);
      if (!p) throw notFound();
      if (!isSelfOrAdmin(user, p.userId)) throw forbidden();
      return toPaymentDto(p);
    },

    async list(filters: PaymentFilters, page: Page) {
      const { rows, total } = await paymentsRepository(ds).page(filters, page);
      return { rows: rows.map(toPaymentDto), total };
    },

    /** Every payment with its payer's name and e-mail (admins). */
    async adminList(filters: PaymentFilters, page: Page) {
      const { rows, total } = await paymentsRepository(ds).page(filters, page);
      return { rows: rows.map(toAdminPaymentDto), total };
    },

    /**
     * An admin saw the money arrive: credits the payment's coins once. `total`, when given, must be the
     * payment's total (what the admin counted). Paid already: answers it unchanged.
     */
    async confirm(m: EntityManager, adminId: number, id: number, total: number | undefined, idempotencyKey: string): Promise<PaymentDto> {
      const now = clock.now();
      const p = await paymentsRepository(m).lock(id);
      if (!p) throw notFound();
      if (providers[p.provider].confirmedBy !== 'admin') throw new AppError(ErrorCode.BAD_REQUEST, 'error.PAYMENT_NOT_MANUAL');
      if (p.status === 'paid') return toPaymentDto(p);
      if (p.status !== 'pending' || (p.expiresAt && p.expiresAt <= now)) throw new AppError(ErrorCode.BAD_REQUEST, 'error.PAYMENT_NOT_PENDING');
      if (total !== undefined && total !== p.total) throw fieldError({ total: 'validation.payment.total_mismatch' });
      return toPaymentDto((await creditPayment(m, p, { confirmedBy: adminId, at: now, idempotencyKey }))!);
    },

    async stripeWebhook(rawBody: Buffer, signature: string | undefined) {
      const now = clock.now();
      const event = card.verifyEvent(rawBody, signature, now);
      return { received: true, outcome: await handleStripeEvent(ds, event, now, ctx.logger) };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
