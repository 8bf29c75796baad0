/**
 * Stories read mode, viewport and flags from here: Ladle's global controls (.ladle/components.tsx)
 * and the component gallery (harness/gallery) provide them, so every story follows the switch.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Mode, RuntimeFlags, Viewport } from '../../runtime/core/policies';
import { createBrowserServices, type RuntimeServices } from '../../runtime/core/services';
import type { SiteStores } from '../../runtime/core/site-stores';
import { createSiteStores } from '../../runtime/site/site-stores';
import { installDomPurify } from '../../runtime/safety/purify';
import { installMessages } from '../../runtime/platform/i18n';
import { MESSAGES } from '../../runtime/platform/messages';

// Stories show owner markup as the full runtime does: sanitised by DOMPurify (runtime/safety/text.ts),
// and speak every language it does.
installDomPurify();
installMessages(MESSAGES);

export interface StoryEnvironment {
  mode: Mode;
  /** Fixed viewport; by default the real width of the story frame decides. */
  viewport?: Viewport | undefined;
  flags?: Partial<RuntimeFlags> | undefined;
}

const EnvironmentContext = createContext<StoryEnvironment>({ mode: 'preview' });

export function StoryEnvironmentProvider({ value, children }: { value: StoryEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useStoryEnvironment(): StoryEnvironment {
  return useContext(EnvironmentContext);
}

/** One set of browser services and stores per mounted story. */
export function useStoryServices(): { services: RuntimeServices; stores: SiteStores } {
  return useMemo(() => ({ services: createBrowserServices(window, 'story'), stores: createSiteStores() }), []);
}
