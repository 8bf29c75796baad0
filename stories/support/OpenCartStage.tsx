/**
 * A page of filler behind the open CART widget, for the stories of the cart's checkout parts
 * (promotions, shipping): the stores come prepared by the story (lines added, the cart opened).
 */
import type { CSSProperties } from 'react';
import { CartWidget } from '../../runtime/cart';
import type { RuntimeServices } from '../../runtime/core/services';
import type { SiteStores } from '../../runtime/core/site-stores';
import { CartWidgetDataSchema, type PageSettings } from '../../runtime/page/page-schema';
import { PageSettingsContext } from '../../runtime/page/page-settings-context';
import { StoryRuntime } from './StoryRuntime';

const frame: CSSProperties = { maxWidth: 560, margin: '0 auto', padding: '32px 20px', display: 'grid', gap: 12, font: '15px system-ui, sans-serif' };

export function OpenCartStage({
  stores,
  settings,
  services,
  fillerHeight,
  cartData = {},
}: {
  stores: SiteStores;
  settings: PageSettings;
  services?: Partial<RuntimeServices> | undefined;
  fillerHeight: number;
  /** More of the CART widget's data (its order form). */
  cartData?: Record<string, unknown>;
}) {
  return (
    <StoryRuntime stores={stores} {...(services ? { services } : {})}>
      <PageSettingsContext.Provider value={settings}>
        <div style={frame}>
          <div style={{ height: fillerHeight, background: 'linear-gradient(#f6efe8, #e9dccf)', borderRadius: 12 }} data-page-filler="" />
        </div>
        {/* Read by its schema, as a page's loader reads a CART widget's data (the widget carries no validator). */}
        <CartWidget widget={{ id: 'cart', type: 'CART', data: CartWidgetDataSchema.parse({ button: 'always', ...cartData }) }} loadProducts={null} />
      </PageSettingsContext.Provider>
    </StoryRuntime>
  );
}
