/** The routes of the content lifecycle, documented once for every kind of owned content. */
import { OWNER_KINDS, PUBLISH_STATUSES } from '@app/shared';
import { AUTHOR_ROLES } from '../access';
import { bool, int, oneOfStr, op, paged, pageQuery, str, type Schema } from '../../lib/openapi';

const status = oneOfStr(PUBLISH_STATUSES);

/** The authors' fields every owned row shows (toOwnedFieldsDto). */
export const ownedFields = {
  status,
  owner_id: int(),
  owner_kind: oneOfStr(OWNER_KINDS),
  first_taken_at: str({ nullable: true, format: 'date-time' }),
};

export interface LifecycleDoc {
  /** The collection's path, e.g. `/practices`. */
  base: string;
  tag: string;
  noun: string;
  /** The authors' shape, and what a test taker reads. */
  item: Schema;
  publicItem: Schema;
  body: (required: string[]) => Schema;
  /** The list's own filters (status, q, mine and the page come with every list). */
  filters: Record<string, Schema>;
  createRequired: string[];
}

/** The eight routes of a kind of owned content: list, create, read, change, delete, duplicate, publish, back to draft. */
export function lifecyclePaths(d: LifecycleDoc): Record<string, Record<string, Schema>> {
  const { base, tag, noun, item } = d;
  const author = { tag, auth: true, roles: [...AUTHOR_ROLES] };
  return {
    [base]: {
      get: op({
        tag,
        summary: `${noun}s the caller sees: admins all; authors own and published admin ones; test takers published admin ones (public shape)`,
        auth: true,
        query: { ...d.filters, status, q: str(), mine: bool(), ...pageQuery },
        ok: { schema: paged(item) },
      }),
      post: op({
        ...author,
        summary: `Create a ${noun.toLowerCase()} (draft)`,
        body: d.body(d.createRequired),
        ok: { status: 201, schema: item },
        errors: [400, 403],
      }),
    },
    [`${base}/{id}`]: {
      get: op({
        tag,
        summary: `One ${noun.toLowerCase()} (authors: full; test takers: public shape)`,
        auth: true,
        params: ['id'],
        ok: { schema: d.publicItem },
        errors: [403, 404],
      }),
      patch: op({
        ...author,
        summary: `Change a ${noun.toLowerCase()} (PRACTICE_EXAM_HAS_TAKEN once taken and the order or count changes)`,
        params: ['id'],
        body: d.body([]),
        ok: { schema: item },
        errors: [400, 403, 404],
      }),
      delete: op({
        ...author,
        summary: `Delete a ${noun.toLowerCase()} (not once taken)`,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [400, 403, 404, 409],
      }),
    },
    [`${base}/{id}/duplicate`]: {
      post: op({
        ...author,
        summary: 'An unpublished copy owned by the caller',
        params: ['id'],
        ok: { status: 201, schema: item },
        errors: [403, 404],
      }),
    },
    [`${base}/{id}/publish`]: { post: op({ ...author, summary: 'Publish', params: ['id'], ok: { schema: item }, errors: [403, 404] }) },
    [`${base}/{id}/unpublish`]: { post: op({ ...author, summary: 'Back to draft', params: ['id'], ok: { schema: item }, errors: [403, 404] }) },
  };
}
