/**
 * The promotion endpoints of the sandbox (spec 001 §7 "Promocode load and discount list load",
 * paths ours: runtime/platform/api-paths.ts; answers as runtime/checkout/promotions-api.ts reads them).
 *
 * GET PROMOCODE_PATH?projectId&code
 *   200 { status: true, promocode: { id, code, discount_type, discount_amount, discountValue,
 *         delivery_free, usage_with_any_discount, isActive, isAvailable, active_from } }
 *   200 { status: false, error: 'notfound' }   — no such code (compared lowercased, as the runtime sends it)
 *   200 { status: false, error: 'timeout' }    — a code whose validity is over
 *   The minimum total (active_from) is the runtime's to check against the cart: the code is found.
 * GET DISCOUNTS_PATH?projectId
 *   200 { status: true, discounts: [{ id, discount_type, discount_amount, discountValue, active_from }] }
 * Both: 400 with violations without a projectId, 404 for another project's.
 *
 * The demo promotions (DEMO_PROMOTIONS) join every scenario's backend, as the demo bills do,
 * unless its seed brings its own. A code can answer late (`delayMs`) or never (`hang`: the
 * runtime's own timeout ends the call); failures, slowness and malformed answers for any call
 * come from the fault rules (match the path).
 */
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { DISCOUNTS_PATH, PROMOCODE_PATH } from '../runtime/platform/api-paths.ts';

type DiscountType = 'percent' | 'delivery' | 'other';

export interface SandboxDiscount {
  id: string;
  discount_type: DiscountType;
  /** Percent for `percent`, a sum otherwise. */
  discount_amount: number;
  /** The subtotal from which it applies. */
  active_from: number;
}

export interface SandboxPromocode extends SandboxDiscount {
  code: string;
  delivery_free: boolean;
  usage_with_any_discount: boolean;
  isActive: boolean;
  isAvailable: boolean;
  /** Answered as "the validity is over" (error timeout) instead of the code. */
  expired?: boolean;
  /** Answers after this long. */
  delayMs?: number;
  /** Never answers. */
  hang?: boolean;
}

export interface SandboxPromotions {
  promocodes: SandboxPromocode[];
  discounts: SandboxDiscount[];
}

/** How long the demo code `slow` takes to answer. */
export const SLOW_PROMOCODE_DELAY_MS = 3000;

const code = (fields: Partial<SandboxPromocode> & Pick<SandboxPromocode, 'id' | 'code' | 'discount_type' | 'discount_amount'>): SandboxPromocode => ({
  active_from: 0,
  delivery_free: false,
  usage_with_any_discount: true,
  isActive: true,
  isAvailable: true,
  ...fields,
});

/** The demo codes (README, "The sandbox"): one per case the cart's promocode field handles. */
const DEMO_PROMOTIONS: SandboxPromotions = {
  promocodes: [
    code({ id: 'pc-save10', code: 'save10', discount_type: 'percent', discount_amount: 10 }),
    code({ id: 'pc-minus5', code: 'minus5', discount_type: 'other', discount_amount: 5, usage_with_any_discount: false }),
    code({ id: 'pc-freeship', code: 'freeship', discount_type: 'delivery', discount_amount: 0, delivery_free: true }),
    code({ id: 'pc-big', code: 'big50', discount_type: 'percent', discount_amount: 15, active_from: 50 }),
    code({ id: 'pc-expired', code: 'expired', discount_type: 'percent', discount_amount: 20, expired: true }),
    code({ id: 'pc-slow', code: 'slow', discount_type: 'percent', discount_amount: 10, delayMs: SLOW_PROMOCODE_DELAY_MS }),
    code({ id: 'pc-hang', code: 'hang', discount_type: 'percent', discount_amount: 10, hang: true }),
    code({ id: 'pc-skidka', code: 'скидка', discount_type: 'percent', discount_amount: 7 }),
  ],
  discounts: [
    { id: 'd-40', discount_type: 'percent', discount_amount: 5, active_from: 40 },
    { id: 'd-100', discount_type: 'percent', discount_amount: 10, active_from: 100 },
  ],
};

const withValue = <T extends SandboxDiscount>(discount: T) => ({ ...discount, discountValue: discount.discount_amount });

function promocodeAnswer({ expired: _expired, delayMs: _delayMs, hang: _hang, ...promocode }: SandboxPromocode) {
  return withValue(promocode);
}

/** The project check both endpoints make; null when the project is the seed's. */
function projectProblem(params: URLSearchParams, projectId: string): Response | null {
  const asked = params.get('projectId') ?? '';
  if (asked === '') return HttpResponse.json({ status: false, error: 'invalid query', violations: [{ propertyPath: 'projectId', message: 'is required' }] }, { status: 400 });
  if (asked !== projectId) return HttpResponse.json({ status: false, error: 'project not found' }, { status: 404 });
  return null;
}

export function promotionHandlers(projectId: string, promotions: SandboxPromotions = DEMO_PROMOTIONS): RequestHandler[] {
  return [
    http.get(`*${PROMOCODE_PATH}`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const problem = projectProblem(params, projectId);
      if (problem) return problem;
      const asked = (params.get('code') ?? '').trim().toLowerCase();
      const found = promotions.promocodes.find((candidate) => candidate.code.toLowerCase() === asked);
      if (found?.hang) await delay('infinite');
      if (found?.delayMs) await delay(found.delayMs);
      if (!found) return HttpResponse.json({ status: false, error: 'notfound' });
      if (found.expired) return HttpResponse.json({ status: false, error: 'timeout' });
      return HttpResponse.json({ status: true, promocode: promocodeAnswer(found) });
    }),
    http.get(`*${DISCOUNTS_PATH}`, ({ request }) => {
      const problem = projectProblem(new URL(request.url).searchParams, projectId);
      if (problem) return problem;
      return HttpResponse.json({ status: true, discounts: promotions.discounts.map(withValue) });
    }),
  ];
}
