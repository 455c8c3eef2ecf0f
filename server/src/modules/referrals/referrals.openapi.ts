/** OpenAPI part: referral codes (spec section 7 "Referral") */
import { REFERRAL_STATUSES } from '@app/shared';
import { arr, bool, idempotent, int, obj, oneOfStr, op, type OpenApiPart, str } from '../../lib/openapi';

const tag = 'Referrals';
const referral = obj({
  id: int(),
  invitee: obj({ id: int(), username: str(), first_name: str(), last_name: str() }),
  status: oneOfStr(REFERRAL_STATUSES),
  created_at: str({ format: 'date-time' }),
  completed_at: str({ nullable: true, format: 'date-time' }),
  exchanged: bool(),
});

const paths = {
  '/referral-code': {
    get: op({
      tag,
      summary: "The caller's referral code and invitee counters",
      auth: true,
      ok: {
        schema: obj({
          referral_code: str(),
          used_code: str({ nullable: true }),
          pending_count: int(),
          completed_count: int(),
          unexchanged_count: int(),
          exchangeable_points: int(),
        }),
      },
    }),
  },
  '/referral-code/check': {
    post: op({
      tag,
      summary: "Whether a referral code may be used (token optional: then also not one's own, not a second one); 422 on referral_code otherwise",
      body: obj({ referral_code: str() }, ['referral_code']),
      ok: { schema: obj({ valid: bool(), referrer_username: str() }) },
      errors: [401],
    }),
  },
  '/referral-code/used': {
    get: op({
      tag,
      summary: "The invitees who registered with the caller's code",
      auth: true,
      query: { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) },
      ok: { schema: obj({ data: arr(referral), current_page: int(), total: int() }) },
    }),
  },
  '/referral-code/exchange-point': {
    post: idempotent(
      op({
        tag,
        summary: 'Exchange every 2 completed invitees for 10 coins (400 when fewer than 2 are unexchanged)',
        auth: true,
        ok: { status: 201, schema: obj({ exchanged_invitees: int(), points: int(), balance: int() }) },
        errors: [400],
      }),
    ),
  },
};

export const referralsOpenApi: OpenApiPart = { paths };
