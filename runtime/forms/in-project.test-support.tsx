/**
 * For form01's unit tests: the settings of a page in a project. A lead goes to its project's
 * lead-send path (spec 002 §2, §7), so a form sends only on such a page; a form mounted alone gets
 * the schema's defaults, which name no project, and sends nothing.
 */
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SETTINGS } from '../page/default-settings';
import { PageSettingsContext } from '../page/page-settings-context';
import type { PageSettings } from '../page/page-schema';

export const TEST_PROJECT_ID = 'p1';

const IN_PROJECT: PageSettings = { ...DEFAULT_PAGE_SETTINGS, projectId: TEST_PROJECT_ID };

export function InProject({ children }: { children: ReactNode }) {
  return <PageSettingsContext.Provider value={IN_PROJECT}>{children}</PageSettingsContext.Provider>;
}
