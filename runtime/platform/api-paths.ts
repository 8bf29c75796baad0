/**
 * Every path the runtime calls, in one place, so the runtime and the sandbox backend
 * (sandbox/) cannot drift apart. Paths the specs give are marked "spec"; where a spec
 * says "not shown" the path is OUR CHOICE and says so. Paths are origin-relative: a published
 * page calls its own host (spec 000 §7: "the host is not shown").
 */

/** spec 000 §7: GET; query projectId, productIds, categoryId, page (1-based), limit.
 * Spec 001 §7's cart refresh ("path not shown") reuses it with showType=select_products — our choice. */
export const PRODUCTS_PATH = '/api/ecommerce/products/';

/** spec 001 §7: GET; act=payData | selectCash, pay_id, hash. */
export const PAY_AJAX_PATH = '/mod/pay/ajax/';

/** spec 001 §2: navigation target of the payment redirect. */
export const PAY_REDIRECT_PATH = '/mod/pay/';

/** spec 001 §7: GET; filter=country,state, language={lang}. */
export const METADATA_PATH = '/mod/metadata/';

/** OUR CHOICE (spec 001 §7 "path not shown"): POST multipart with one `file`; answers { fileUri }. */
export const UPLOAD_PATH = '/api/uploads/';

/** OUR CHOICE (spec 001 §7 "paths not shown"): GET ?projectId&code → the promocode. */
export const PROMOCODE_PATH = '/api/ecommerce/promotions/promocode/';

/** OUR CHOICE (spec 001 §7 "paths not shown"): GET ?projectId → the discount list. */
export const DISCOUNTS_PATH = '/api/ecommerce/promotions/discounts/';

/** spec 001 §7: a 401 sends the visitor to the app login page; the path itself is our choice. */
export const LOGIN_PATH = '/login/';

/** spec 000 §2: /img/{id}.{ext} or /img/{id}_{width}_q{quality}.{ext}. */
/** OUR CHOICE: uploaded video files of a site (the specs only name third-party players). */
export const VIDEO_PATH_PREFIX = '/video/';
export const IMAGE_PATH_PREFIX = '/img/';

/** spec 001 §2: /mod/pay/?pay_type={type}&pay_id={id}&h={hash}. */
export function payRedirectUrl(type: string, id: string | number, hash: string): string {
  const query = new URLSearchParams({ pay_type: type, pay_id: String(id), h: hash });
  return `${PAY_REDIRECT_PATH}?${query.toString()}`;
}

/** OUR CHOICE (spec 002 §7 "exact path not shown", only "contains the group id"): POST JSON. */
export function leadSendPath(projectId: string | number, groupId: string | number): string {
  return `/api/projects/${encodeURIComponent(String(projectId))}/forms/${encodeURIComponent(String(groupId))}/leads/`;
}

/** The route pattern of leadSendPath, for the sandbox's router (MSW path params). */
export const LEAD_SEND_ROUTE = '/api/projects/:projectId/forms/:groupId/leads/';

export const API_PATHS = {
  products: PRODUCTS_PATH,
  payAjax: PAY_AJAX_PATH,
  payRedirect: PAY_REDIRECT_PATH,
  metadata: METADATA_PATH,
  upload: UPLOAD_PATH,
  promocode: PROMOCODE_PATH,
  discounts: DISCOUNTS_PATH,
  login: LOGIN_PATH,
  imagePrefix: IMAGE_PATH_PREFIX,
  leadSendRoute: LEAD_SEND_ROUTE,
  leadSend: leadSendPath,
  payRedirectUrl,
} as const;
