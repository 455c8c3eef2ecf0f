/** What each analytics page counts, per business day. */
import { RANGE_END, RANGE_START, type DailySource } from './daily-series.repository';

const within = (column: string) => `${column} >= ${RANGE_START} AND ${column} < ${RANGE_END}`;

/** Test attempts (attempts table): started and finished that day, and how many people started one. */
export const userExamsSource: DailySource<'started' | 'finished' | 'takers'> = {
  events: `SELECT started_at AS at, 'started' AS kind, user_id FROM attempts WHERE ${within('started_at')}
           UNION ALL
           SELECT finished_at, 'finished', user_id FROM attempts WHERE ${within('finished_at')}`,
  metrics: {
    started: `count(e.at) FILTER (WHERE e.kind = 'started')`,
    finished: `count(e.at) FILTER (WHERE e.kind = 'finished')`,
    takers: `count(DISTINCT e.user_id) FILTER (WHERE e.kind = 'started')`,
  },
};

/** Coin movements (the ledger): coins credited, coins spent or deducted, and rows. */
export const transactionsSource: DailySource<'income' | 'expense' | 'count'> = {
  events: `SELECT created_at AS at, amount FROM ledger_entries WHERE ${within('created_at')}`,
  metrics: {
    income: `sum(e.amount) FILTER (WHERE e.amount > 0)`,
    expense: `-sum(e.amount) FILTER (WHERE e.amount < 0)`,
    count: `count(e.at)`,
  },
};

/**
 * Orders: plan purchases and grading orders (paid in coins) and coin payments (money). Payments count
 * when created; the paid ones and the coins they sold count on the day they were confirmed.
 */
export const ordersSource: DailySource<
  'orders' | 'plan_purchases' | 'plan_points' | 'grading_orders' | 'grading_points' | 'payments' | 'payments_paid' | 'coins_sold'
> = {
  events: `SELECT created_at AS at, 'plan' AS kind, price AS points FROM plan_purchases WHERE ${within('created_at')}
           UNION ALL
           SELECT created_at, 'grading', price FROM grading_orders WHERE ${within('created_at')}
           UNION ALL
           SELECT created_at, 'payment', 0 FROM payments WHERE ${within('created_at')}
           UNION ALL
           SELECT confirmed_at, 'paid', coins FROM payments WHERE status = 'paid' AND ${within('confirmed_at')}`,
  metrics: {
    orders: `count(e.at) FILTER (WHERE e.kind IN ('plan', 'grading', 'payment'))`,
    plan_purchases: `count(e.at) FILTER (WHERE e.kind = 'plan')`,
    plan_points: `sum(e.points) FILTER (WHERE e.kind = 'plan')`,
    grading_orders: `count(e.at) FILTER (WHERE e.kind = 'grading')`,
    grading_points: `sum(e.points) FILTER (WHERE e.kind = 'grading')`,
    payments: `count(e.at) FILTER (WHERE e.kind = 'payment')`,
    payments_paid: `count(e.at) FILTER (WHERE e.kind = 'paid')`,
    coins_sold: `sum(e.points) FILTER (WHERE e.kind = 'paid')`,
  },
};
