/** An analytics row (spec section 3): a business day plus numeric metrics, whatever the report counts. */
export type AnalyticsRow = { date: string } & Record<string, number | string | null>;
