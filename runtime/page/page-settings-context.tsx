/**
 * The page's settings (project id, language, country, currency…) for the parts that need them,
 * such as the catalogue's product loads and prices. <Site> provides them; a part mounted alone
 * (a story, a component test) gets the schema's defaults.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_PAGE_SETTINGS } from './default-settings';
import type { PageSettings } from './page-schema';

export const PageSettingsContext = createContext<PageSettings>(DEFAULT_PAGE_SETTINGS);

export function usePageSettings(): PageSettings {
  return useContext(PageSettingsContext);
}
