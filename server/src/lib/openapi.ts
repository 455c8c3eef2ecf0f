/** A terse way to write OpenAPI operations. Each module writes its own part; docs/openapi.ts puts them together. */
export type Schema = Record<string, unknown>;

/** A module's share of the document: its paths, and the component schemas they reference. */
export interface OpenApiPart {
  paths: Record<string, Record<string, Schema>>;
  schemas?: Record<string, Schema>;
}

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const bool = (): Schema => ({ type: 'boolean' });
export const arr = (items: Schema): Schema => ({ type: 'array', items });
/** An enum of values @app/shared defines (`Object.values(Role)`, `QUESTION_TYPES`): never a retyped list. */
export const oneOfStr = (values: readonly string[], extra: Schema = {}): Schema => str({ enum: [...values], ...extra });
export const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

/** `?page&per_page` of the paged lists. */
export const pageQuery = { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) };
/** A paged list of `item`: `{ data, current_page, total }`. */
export const paged = (item: Schema): Schema => obj({ data: arr(item), current_page: int(), total: int() });

interface OpSpec {
  tag: string;
  summary: string;
  /** true: bearer token needed. A role list is documented in the description. */
  auth?: boolean;
  roles?: string[];
  body?: Schema;
  multipart?: Schema;
  params?: string[];
  query?: Record<string, Schema>;
  ok?: { status?: number; schema?: Schema; description?: string };
  errors?: number[];
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Business rule refused (see code)',
  401: 'Missing, invalid, expired or revoked token',
  403: 'Role or ownership refused',
  404: 'Not found',
  413: 'File too large',
  422: 'Validation failed: per-field messages in `errors`',
  429: 'Too many attempts',
};

export function op(spec: OpSpec): Schema {
  const errors = new Set([
    ...(spec.errors ?? []),
    ...(spec.auth ? [401] : []),
    ...(spec.body || spec.params || spec.query || spec.multipart ? [422] : []),
  ]);
  const responses: Schema = {
    [String(spec.ok?.status ?? 200)]: {
      description: spec.ok?.description ?? 'OK',
      ...(spec.ok?.schema ? { content: { 'application/json': { schema: spec.ok.schema } } } : {}),
    },
  };
  for (const code of [...errors].sort())
    responses[String(code)] = { description: ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.roles ? { description: `Roles: ${spec.roles.join(', ')} (super-admin always allowed).` } : {}),
    ...(spec.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: [
      ...(spec.params ?? []).map((name) => ({ name, in: 'path', required: true, schema: name === 'id' ? int() : str() })),
      ...Object.entries(spec.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
    ],
    ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
    ...(spec.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: spec.multipart } } } } : {}),
    responses,
  };
}

/** Adds the required Idempotency-Key header, and the 409 of a key reused for another request. */
export function idempotent(operation: Schema): Schema {
  const o = operation as { parameters: Schema[]; responses: Record<string, Schema>; summary: string };
  return {
    ...o,
    summary: `${o.summary}. Idempotency-Key: a retry with the same key answers the first result (header Idempotent-Replayed: true)`,
    parameters: [
      ...o.parameters,
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        schema: str({ minLength: 1, maxLength: 255 }),
        description: 'one per logical request',
      },
    ],
    responses: {
      ...o.responses,
      '409': {
        description: 'Idempotency-Key already used for a different request',
        content: { 'application/json': { schema: ref('Error') } },
      },
      '422': {
        description: 'Validation failed (also a missing or malformed Idempotency-Key)',
        content: { 'application/json': { schema: ref('Error') } },
      },
    },
  };
}
