/**
 * The sandbox backend (DESIGN §4): one set of MSW handlers, seeded from a scenario, used by the
 * harness frame, the component gallery, Ladle and unit tests. Handler paths start with `*` so
 * they match on any origin (a page on the Vite server, `http://localhost` in node tests).
 *
 * GET /api/ecommerce/products/ (spec 000 §7; the answer's shape is OUR CHOICE, the spec says
 * "not shown"):
 *   query   projectId (required); categoryId; productIds as `1,2,3`, repeated `productIds=1`
 *           or `productIds[]=1`; page (1-based, default 1); limit (1..100; default 9, or the
 *           number of ids when productIds is given); showType=select_products (the cart refresh,
 *           spec 001 §7: also returns products hidden from the catalogue, so the cart sees them).
 *   200     { status: true, products: ProductAnswer[], category: { id, name, count } | null,
 *             page, limit, total, pages }   — a page past the end is an empty list, not an error.
 *           ProductAnswer is the seed product plus `name` (= title, spec 001 calls it name),
 *           `default_image_id`, and each variant with `vendor_code` (= article).
 *   400     { status: false, error: 'invalid query', violations: [{ propertyPath, message }] }
 *   404     { status: false, error: 'project not found' | 'category not found' }
 *
 * GET /mod/pay/ajax/: see pay.ts.
 * GET /api/ecommerce/promotions/promocode/ and …/discounts/: see promotions.ts.
 * POST /api/projects/{projectId}/forms/{groupId}/leads/: see leads.ts.
 * POST /api/uploads/: see uploads.ts.
 * GET /mod/metadata/ (countries and US states for the cart's address): see metadata.ts.
 * GET /img/{file}: see images.ts.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { PRODUCTS_PATH } from '../runtime/platform/api-paths.ts';
import type { Image } from '../runtime/page/page-schema.ts';
import { DEFAULT_ECOMMERCE_SETTINGS } from '../runtime/page/default-settings.ts';
import { createFaults, faultHandler, type FaultControl } from './faults.ts';
import { createImageService } from './images.ts';
import { videoHandler } from './videos.ts';
import { payHandler, type SandboxPayBill } from './pay.ts';
import { promotionHandlers, type SandboxPromotions } from './promotions.ts';
import { metadataHandler } from './metadata.ts';
import { createLeads, type LeadControl, type OrderSettings } from './leads.ts';
import { createUploads, type UploadControl } from './uploads.ts';
import { createCatalogueChanges, type CatalogueChanges } from './catalogue-changes.ts';
import { attachLog, createLog, type LifecycleEvents, type RequestLog } from './log.ts';

/** Spec 000 §3 Image: the fields a product image always has in the sandbox. */
export interface SandboxImage {
  id: string;
  ext: Image['ext'];
  width: number;
  height: number;
  averageColor: string;
  /** data:image/webp;base64,… */
  preview: string;
  name?: string;
}

export interface SandboxOptionValue {
  id: string;
  name: string;
  /** color: a swatch colour; contrast: a text colour readable on it; type: how the value is drawn. */
  data: { color?: string; contrast?: string; type?: string };
}

/** Spec 000 §3 Option. Value ids are unique within a product, so a variant can list them flat. */
export interface SandboxOption {
  id: string;
  name: string;
  /** Spec 000 §3 widget types: how the card draws the option; absent means vertical_list. */
  widget?: 'vertical_list' | 'radio' | 'vertical_block' | 'horizon_block';
  values: SandboxOptionValue[];
}

/** Spec 000 §3 Variant and spec 001 §3 product variants. */
export interface SandboxVariant {
  id: string;
  productId: string;
  /** null: no price (spec 001 allowPriceless). */
  price: number | null;
  oldPrice: number | null;
  article: string;
  /** Stock; -1 means unlimited (spec 001 §3). */
  quantity: number;
  optionValueIds: string[];
  imageId: string | null;
  visible: boolean;
  /** Whether an order is permitted; absent means decided by stock and settings. */
  orderable?: boolean;
}

/** Spec 000 §3 Product and spec 001 §3 Product. */
export interface SandboxProduct {
  id: string;
  title: string;
  link: string;
  /** Owner HTML; the runtime sanitises it. */
  description: string;
  images: SandboxImage[];
  options: SandboxOption[];
  article: string;
  isOldPrice: boolean;
  hasOptions: boolean;
  variants: SandboxVariant[];
  categoryIds: string[];
  /** false hides it from the catalogue; absent means visible. */
  visible?: boolean;
}

export interface SandboxCategory {
  id: string;
  name: string;
}

export interface SandboxSeed {
  projectId: string;
  products: SandboxProduct[];
  categories: SandboxCategory[];
  /** Bills for /mod/pay/ajax/ (pay.ts); none by default. */
  payBills?: SandboxPayBill[];
  /** Promocodes and the discount list (promotions.ts); the demo ones by default. */
  promotions?: SandboxPromotions;
  /**
   * The shop's ecommerce settings its orders are checked by (leads.ts OrderSettings): the page's
   * `settings.ecommerce`, as the platform holds them for it; the page's defaults (no preorders) when absent.
   */
  ecommerce?: OrderSettings;
}

export interface SandboxOptions {
  /** Image id → URL of the original file (scenarios/image-originals.ts builds it). */
  imageOriginals?: Record<string, string>;
  /** Video file name → URL of the file, served at /video/{name}. */
  videoOriginals?: Record<string, string>;
}

export interface Sandbox {
  handlers: RequestHandler[];
  log: RequestLog;
  faults: FaultControl;
  /** Every lead the forms sent, and what the lead endpoint demands (leads.ts). */
  leads: LeadControl;
  /** Every file the upload endpoint stored (uploads.ts). */
  uploads: UploadControl;
  /** Prices and stock QA changed since the page opened (catalogue-changes.ts). */
  catalogue: CatalogueChanges;
  /** The shop's ecommerce settings are now these: the page served brought its own (the harness frame shows another page over the same sandbox). */
  setEcommerce(settings: OrderSettings): void;
  /** Clears faults, catalogue changes, leads, uploads, the log and cached images. */
  reset(): void;
  /** Feeds the log from `worker.events` / `server.events`; returns the detach function. */
  attach(events: LifecycleEvents): () => void;
}

export type ProductAnswer = Omit<SandboxProduct, 'variants'> & {
  name: string;
  default_image_id: string | null;
  variants: (SandboxVariant & { vendor_code: string })[];
};

export interface ProductsAnswer {
  status: true;
  products: ProductAnswer[];
  category: { id: string; name: string; count: number } | null;
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface Violation {
  propertyPath: string;
  message: string;
}

/** Spec 000 §9: default products per page (navigation max_count). */
export const DEFAULT_PAGE_LIMIT = 9;
export const MAX_PAGE_LIMIT = 100;

interface ProductsQuery {
  projectId: string;
  categoryId: string | null;
  productIds: string[] | null;
  page: number;
  limit: number;
  selectProducts: boolean;
}

function parseProductsQuery(params: URLSearchParams): ProductsQuery | Violation[] {
  const violations: Violation[] = [];
  const positive = (name: string, max: number, fallback: number) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1 && value <= max)) violations.push({ propertyPath: name, message: `must be an integer from 1 to ${max}` });
    return value;
  };
  const projectId = params.get('projectId') ?? '';
  if (!projectId) violations.push({ propertyPath: 'projectId', message: 'is required' });
  const ids = [...params.getAll('productIds'), ...params.getAll('productIds[]')]
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  const productIds = ids.length ? ids : null;
  const showType = params.get('showType');
  if (showType !== null && showType !== 'select_products') {
    violations.push({ propertyPath: 'showType', message: 'must be select_products' });
  }
  const page = positive('page', Number.MAX_SAFE_INTEGER, 1);
  const limit = positive('limit', MAX_PAGE_LIMIT, productIds ? Math.min(productIds.length, MAX_PAGE_LIMIT) : DEFAULT_PAGE_LIMIT);
  if (violations.length) return violations;
  return { projectId, categoryId: params.get('categoryId') || null, productIds, page, limit, selectProducts: showType === 'select_products' };
}

/** A product as GET /api/ecommerce/products/ answers it (and as a published page embeds it). */
export function productAnswer(product: SandboxProduct): ProductAnswer {
  const shown = product.variants.find((variant) => variant.visible && variant.imageId);
  return {
    ...product,
    name: product.title,
    default_image_id: shown?.imageId ?? product.images[0]?.id ?? null,
    variants: product.variants.map((variant) => ({ ...variant, vendor_code: variant.article })),
  };
}

/** The products of a category that the catalogue lists (hidden ones left out), in seed order. */
export function categoryProducts(seed: SandboxSeed, categoryId: string): SandboxProduct[] {
  return seed.products.filter((product) => product.categoryIds.includes(categoryId) && product.visible !== false);
}

function productsHandler(seed: SandboxSeed, catalogue: CatalogueChanges): RequestHandler {
  return http.get(`*${PRODUCTS_PATH}`, ({ request }) => {
    const query = parseProductsQuery(new URL(request.url).searchParams);
    if (Array.isArray(query)) {
      return HttpResponse.json({ status: false, error: 'invalid query', violations: query }, { status: 400 });
    }
    if (query.projectId !== seed.projectId) {
      return HttpResponse.json({ status: false, error: 'project not found' }, { status: 404 });
    }
    const category = query.categoryId === null ? null : seed.categories.find((c) => c.id === query.categoryId);
    if (category === undefined) {
      return HttpResponse.json({ status: false, error: 'category not found' }, { status: 404 });
    }
    const listed = (product: SandboxProduct) => query.selectProducts || product.visible !== false;
    const inCategory = category ? seed.products.filter((p) => p.categoryIds.includes(category.id) && listed(p)) : null;
    let found = inCategory ?? seed.products.filter(listed);
    if (query.productIds) {
      // The caller's order, as a cart refresh expects its items back in its own order.
      const byId = new Map(found.map((p) => [p.id, p]));
      found = query.productIds.flatMap((id) => byId.get(id) ?? []);
    }
    const start = (query.page - 1) * query.limit;
    const answer: ProductsAnswer = {
      status: true,
      products: found.slice(start, start + query.limit).map((product) => productAnswer(catalogue.apply(product))),
      category: category ? { id: category.id, name: category.name, count: inCategory?.length ?? 0 } : null,
      page: query.page,
      limit: query.limit,
      total: found.length,
      pages: Math.ceil(found.length / query.limit),
    };
    return HttpResponse.json(answer);
  });
}

export function createSandbox(seed: SandboxSeed, options: SandboxOptions = {}): Sandbox {
  const log = createLog();
  const faults = createFaults();
  const images = createImageService(options.imageOriginals ?? {}, log);
  // One list: a payment form's lead adds the bill its pay link points to.
  const bills = [...(seed.payBills ?? [])];
  const catalogue = createCatalogueChanges();
  let ecommerce: OrderSettings = seed.ecommerce ?? DEFAULT_ECOMMERCE_SETTINGS;
  // An order is checked against the shop as it is now: QA's price and stock changes answer 409, by the page's settings.
  const leads = createLeads(
    bills,
    (productId, variantId) => {
      const product = seed.products.find((candidate) => candidate.id === productId);
      const variant = product && catalogue.apply(product).variants.find((candidate) => candidate.id === variantId);
      return variant && product ? { price: variant.price, quantity: variant.quantity, visible: variant.visible && product.visible !== false } : null;
    },
    () => ecommerce,
  );
  const uploads = createUploads();
  return {
    // The fault handler comes first so a rule can pre-empt any real handler.
    handlers: [faultHandler(faults, log), productsHandler(seed, catalogue), payHandler(bills), ...promotionHandlers(seed.projectId, seed.promotions), metadataHandler(), leads.handler, uploads.handler, images.handler, videoHandler(options.videoOriginals ?? {})],
    log,
    faults,
    leads,
    uploads,
    catalogue,
    setEcommerce(settings) {
      ecommerce = settings;
    },
    reset() {
      catalogue.clear();
      leads.clear();
      uploads.clear();
      faults.clear();
      log.clear();
      images.clearCache();
    },
    attach: (events) => attachLog(log, events),
  };
}
