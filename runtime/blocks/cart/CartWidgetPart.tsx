/**
 * The CART widget as the registry renders it (spec 002 §2): the cart's widget with the
 * catalogue's product loader for its refresh (the cart knows nothing of products). Loaded on
 * demand (site/registry.ts): a page without a cart ships none of it.
 */
import { useMemo } from 'react';
import { CartWidget } from '../../cart';
import { cartProductsLoader } from '../../catalogue';
import { useRuntimeBasics } from '../../core/runtime-context';
import type { Widget } from '../../page/page-schema';
import { usePageSettings } from '../../page/page-settings-context';
import '../../parts/modal/modal.css';
import '../../cart/cart.css';

export function CartWidgetPart({ widget }: { widget: Widget }) {
  const { services } = useRuntimeBasics();
  const { projectId } = usePageSettings();
  const load = useMemo(() => (projectId ? cartProductsLoader(services.request, projectId, services.log) : null), [projectId, services]);
  return <CartWidget widget={widget} loadProducts={load} />;
}
