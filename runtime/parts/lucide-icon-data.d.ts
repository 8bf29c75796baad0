/**
 * Each of lucide-react's icon modules (`lucide-react/icons/<name>`) exports its drawing as
 * `__iconData` beside its component: the data lucide's own `Icon` takes. The package's one
 * declaration file for all those modules names only the component; every `lucide-react/icons/<name>`
 * resolves to that file, so this one augmentation declares the drawing for all of them (glyph.tsx
 * draws it; glyph.test.tsx checks every icon the runtime draws against lucide's component).
 */
import type { LucideIconData } from 'lucide-react';

declare module 'lucide-react/icons/star' {
  export const __iconData: LucideIconData;
}
