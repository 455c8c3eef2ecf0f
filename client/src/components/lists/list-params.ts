/** Rows a page of every paged list (spec section 9: 20 for transactions; the others follow). */
export const LIST_PAGE_SIZE = 20;

/**
 * The filters of a paged list, kept in the page's URL so a reload, a shared link or the back button
 * shows the same rows. Each list declares its fields once; reading the URL drops values the server would
 * refuse (a hand-edited address then shows the unfiltered list instead of a 422).
 */
export type FieldSpec =
  | { kind: 'text'; max?: number; api?: string }
  | { kind: 'oneOf'; values: readonly string[]; api?: string }
  | { kind: 'id'; api?: string }
  | { kind: 'date'; api?: string };

export type ListFilters<S> = { [K in keyof S]: string } & { page: number };

const ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function clean(spec: FieldSpec, raw: string): string {
  const value = raw.trim();
  switch (spec.kind) {
    case 'text':
      return value.slice(0, spec.max ?? 100);
    case 'oneOf':
      return spec.values.includes(value) ? value : '';
    case 'id':
      return ID.test(value) ? value : '';
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  }
}

export function listParams<S extends Record<string, FieldSpec>>(spec: S) {
  const keys = Object.keys(spec) as (keyof S & string)[];
  const empty = { ...Object.fromEntries(keys.map((k) => [k, ''])), page: 1 } as ListFilters<S>;

  return {
    empty,

    fromParams(params: URLSearchParams): ListFilters<S> {
      const page = Number(params.get('page'));
      const out = { ...empty, page: Number.isInteger(page) && page > 1 ? page : 1 };
      const values = out as Record<string, unknown>;
      for (const k of keys) values[k] = clean(spec[k], params.get(k) ?? '');
      // A period ending before it starts is refused by the server (validation.date_range): keep its start.
      if (spec.from?.kind === 'date' && spec.to?.kind === 'date' && values.to && values.from && String(values.to) < String(values.from))
        values.to = '';
      return out;
    },

    /** Only what is set, page left out when it is the first. */
    toParams(filters: ListFilters<S>): URLSearchParams {
      const params = new URLSearchParams();
      for (const k of keys) {
        const value = filters[k].trim();
        if (value) params.set(k, value);
      }
      if (filters.page > 1) params.set('page', String(filters.page));
      return params;
    },

    /** The server's query: blanks left out, fields under their api names, ids as numbers, always a page. */
    toQuery(filters: ListFilters<S>): Record<string, string | number> {
      const query: Record<string, string | number> = {};
      for (const k of keys) {
        const value = filters[k].trim();
        if (!value) continue;
        query[spec[k].api ?? k] = spec[k].kind === 'id' ? Number(value) : value;
      }
      query.page = filters.page;
      return query;
    },
  };
}
