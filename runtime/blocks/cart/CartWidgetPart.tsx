/**
 * The CART widget as the registry renders it (spec 002 §2): the cart's widget with the
 * catalogue's product loader for its refresh (the cart knows nothing of products), which puts what
 * it reads into the site's product store once the page has hydrated. Loaded on demand
 * (site/registry.ts): a page without a cart ships none of it.
 */
import { useEffect, useMemo } from 'react';
import { CartWidget } from '../../cart';
import { cartProductsLoader, catalogueStoreOf, productsLearnedOnceHydrated } from '../../catalogue';
import { useRuntimeBasics } from '../../core/runtime-context';
import type { Widget } from '../../page/page-schema';
import { usePageSettings } from '../../page/page-settings-context';
import { useInServerHtml } from '../../platform/server-html';
import '../../parts/modal/modal.css';
import '../../cart/cart.css';

export function CartWidgetPart({ widget }: { widget: Widget }) {
  const { services, stores } = useRuntimeBasics();
  const { projectId } = usePageSettings();
  const inServerHtml = useInServerHtml();
  const learned = useMemo(() => productsLearnedOnceHydrated(catalogueStoreOf(stores)), [stores]);
  useEffect(() => {
    if (!inServerHtml) learned.release();
  }, [inServerHtml, learned]);
  const load = useMemo(() => (projectId ? cartProductsLoader(services.request, projectId, services.log, learned.learn) : null), [projectId, services, learned]);
  return <CartWidget widget={widget} loadProducts={load} />;
}
