import { createContext, useContext, type ReactNode } from 'react';

/**
 * Images below this provider load as soon as their box is measured, without waiting to come near
 * the screen, and ask the browser for high priority. Meant for the first section of a page (the
 * image above the fold is the largest paint; lazy loading would only delay it).
 * A single image can also say `<ResponsiveImage eager />`.
 */
const EagerImagesContext = createContext(false);

export function EagerImages({ eager = true, children }: { eager?: boolean; children: ReactNode }) {
  return <EagerImagesContext.Provider value={eager}>{children}</EagerImagesContext.Provider>;
}

export function useEagerImages(): boolean {
  return useContext(EagerImagesContext);
}
