/**
 * Stories read mode, viewport and flags from here: Ladle's global controls (.ladle/components.tsx)
 * and the component gallery (harness/gallery) provide them, so every story follows the switch.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Mode, RuntimeFlags, Viewport } from '../../runtime/core/policies';
import { createBrowserServices, type RuntimeServices } from '../../runtime/core/services';
import type { SiteStores } from '../../runtime/core/site-stores';
import { createSiteStores, releaseSite } from '../../runtime/site/site-stores';
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
  /**
   * The story shown (the gallery's id, `checkout/Order/ReadyToOrder`; Ladle's): its site's storage
   * is its own (`storySiteKey`). None for a story rendered by itself.
   */
  story?: string | undefined;
}

const EnvironmentContext = createContext<StoryEnvironment>({ mode: 'preview' });

export function StoryEnvironmentProvider({ value, children }: { value: StoryEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useStoryEnvironment(): StoryEnvironment {
  return useContext(EnvironmentContext);
}

/**
 * The runtime's site key for a story: what its site keeps in storage (`site:<key>:…`: the order
 * form's typed values, a slider's remembered slide) is its own, as each page of a real site is, so
 * nothing one story left shows in the next. The same story mounted again finds it, as a reload would.
 */
function storySiteKey(story: string | undefined): string {
  return story === undefined ? 'story' : `story:${story}`;
}

/** What a story's parts run on: the services and stores of its site. */
export interface StorySiteParts {
  services: RuntimeServices;
  stores: SiteStores;
}

/**
 * One site per mounted story, made with the story's site key as it first renders, and let go
 * (`releaseSite`: the visibility tracker's observers and resize listener, the shop stores' timers
 * and their watch on other tabs) once the story has gone. A page that shows story after story
 * (Ladle, the gallery's mounts) otherwise kept every earlier one's running.
 */
export function useStorySite<Parts extends StorySiteParts>(create: (siteKey: string) => Parts): Parts {
  const { story } = useStoryEnvironment();
  // StrictMode calls this initialiser twice and drops one result, a site nobody lets go (its
  // observers and resize listener): a development check that neither the gallery nor Ladle runs.
  const [site] = useState(() => create(storySiteKey(story)));
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      // Not at once: StrictMode runs this cleanup on a story still shown, and the effect again on
      // the same site right after, in the same task (the harness frame, for the same reason, lets
      // a site go only once another is shown). A cleanup no run follows by then is the story gone.
      gone.current = true;
      queueMicrotask(() => {
        if (gone.current) releaseSite(site.services, site.stores);
      });
    };
  }, [site]);
  return site;
}

/** A story's own browser services and stores. */
export function createStoryServices(siteKey: string): StorySiteParts {
  return { services: createBrowserServices(window, siteKey), stores: createSiteStores() };
}

/** One set of browser services and stores per mounted story. */
export function useStoryServices(): StorySiteParts {
  return useStorySite(createStoryServices);
}
