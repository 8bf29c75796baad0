/**
 * Changes QA makes to the sandbox's shop between two cart refreshes (issue 12.6): a variant's
 * price or stock, as the shop owner would change them in their back office. The products
 * endpoint answers with the changes applied from then on; the seed itself is never changed (it is
 * shared by the published page and every later sandbox).
 */
import type { SandboxProduct, SandboxVariant } from './sandbox.ts';

export interface VariantChange {
  /** null: no price (spec 001 allowPriceless). */
  price?: number | null;
  /** Stock; -1 unlimited (spec 001 §3). */
  quantity?: number;
}

export interface CatalogueChanges {
  /** Changes a variant from now on; a later change of the same field wins. Refuses a price below 0 or a stock that is not a whole number ≥ -1. */
  change(variantId: string, change: VariantChange): void;
  /** Every variant changed so far. */
  list(): ReadonlyMap<string, VariantChange>;
  clear(): void;
  /** The product as the shop has it now. */
  apply(product: SandboxProduct): SandboxProduct;
}

function checked(change: VariantChange): VariantChange {
  if (change.price !== undefined && change.price !== null && !(Number.isFinite(change.price) && change.price >= 0)) throw new RangeError(`a price must be a number ≥ 0 or null, not ${change.price}`);
  if (change.quantity !== undefined && !(Number.isInteger(change.quantity) && change.quantity >= -1)) throw new RangeError(`a stock must be a whole number ≥ -1, not ${change.quantity}`);
  return change;
}

export function createCatalogueChanges(): CatalogueChanges {
  const changes = new Map<string, VariantChange>();
  const changedVariant = (variant: SandboxVariant): SandboxVariant => {
    const change = changes.get(variant.id);
    return change ? { ...variant, ...change } : variant;
  };
  return {
    change(variantId, change) {
      changes.set(variantId, { ...changes.get(variantId), ...checked(change) });
    },
    list: () => changes,
    clear: () => changes.clear(),
    apply(product) {
      if (!product.variants.some((variant) => changes.has(variant.id))) return product;
      return { ...product, variants: product.variants.map(changedVariant) };
    },
  };
}
