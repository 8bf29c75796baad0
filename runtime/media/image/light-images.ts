import { useState } from 'react';
import { usePolicy } from '../../core/runtime-context';

/**
 * The slow-network rule (spec 000 §9, policy `lightImages`) for a file named in the component's
 * own markup (an image icon's srcset, a card's background): once the component has
 * named a full file, it keeps naming it. A browser fetches a changed address anew, so swapping a
 * shown file for its lighter copy would cost a second download, on a slow network; and a published
 * page learns the visitor's connection only once hydrated (publish/hydrate-page.tsx), after its
 * server HTML has named the full files. What mounts after that gets the lighter files, and a
 * better connection lifts the rule at once, as a wider file replaces a narrower one (image-load.ts).
 */
export function useLightImagesKeepingShownFiles(): boolean {
  const lightImages = usePolicy('lightImages');
  const [light, setLight] = useState(lightImages);
  // Adjusted in render (React applies it before committing): the full file is named in the same commit.
  if (light && !lightImages) setLight(false);
  return light;
}
