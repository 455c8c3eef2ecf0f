/** An instant as ISO 8601 text for a DTO, or null. Takes what pg hands over (Date) and json_agg's text. */
export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
