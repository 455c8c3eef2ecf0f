import type { RequestHandler } from 'express';
import type { CreatePaymentRequest, PaymentCurrency, PaymentPageDto, PaymentProvider, PaymentStatus } from '@app/shared';
import { currentUser } from '../../auth/require-auth';
import type { AppContext } from '../../context';
import { toPage, type PageInput } from '../../lib/pagination';
import { input } from '../../lib/validate';
import { idempotentRoute } from '../../core/coins';
import type { PaymentsService } from './payments.service';

export function paymentsController(ds: AppContext['ds'], payments: PaymentsService) {
  const listed = (rows: PaymentPageDto['data'], page: number, total: number): PaymentPageDto => ({ data: rows, current_page: page, total });
  return {
    methods: ((_req, res) => {
      res.set('Cache-Control', 'no-cache').json(payments.methods());
    }) as RequestHandler,

    quote: ((req, res) => {
      const q = input<{ provider: PaymentProvider; currency: PaymentCurrency; coins: number }>(req);
      res.json(payments.quote(q.provider, q.currency, q.coins));
    }) as RequestHandler,

    create: idempotentRoute<CreatePaymentRequest>(ds, 'payment-create', async (m, { user, input: i }) => ({
      status: 201,
      body: await payments.create(m, user.id, i),
    })),

    mine: (async (req, res) => {
      const { status, ...p } = input<PageInput & { status?: PaymentStatus }>(req);
      const page = toPage(p);
      const { rows, total } = await payments.list({ userId: currentUser(req).id, status }, page);
      res.json(listed(rows, page.page, total));
    }) as RequestHandler,

    show: (async (req, res) => {
      res.json(await payments.show(currentUser(req), input<{ id: number }>(req).id));
    }) as RequestHandler,

    adminList: (async (req, res) => {
      const { status, ...p } = input<PageInput & { status?: PaymentStatus }>(req);
      const page = toPage(p);
      const { rows, total } = await payments.adminList({ status }, page);
      res.json(listed(rows, page.page, total));
    }) as RequestHandler,

    confirm: idempotentRoute<{ id: number; total?: number }>(ds, 'payment-confirm', async (m, { user, key, input: i }) => ({
      status: 200,
      body: await payments.confirm(m, user.id, i.id, i.total, key),
    })),

    /** The raw body (express.raw in app.ts) is what Stripe signed. */
    stripeWebhook: (async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await payments.stripeWebhook(raw, req.get('stripe-signature')));
    }) as RequestHandler,
  };
}
export type PaymentsController = ReturnType<typeof paymentsController>;
