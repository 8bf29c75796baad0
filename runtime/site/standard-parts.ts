/**
 * The standard blocks and elements: what nearly every page shows. They are one chunk that loads
 * with the page (registry.ts), not part of the first script: a published page paints from its
 * prerendered HTML, and each section hydrates once this code is there.
 */
export { FreeSection } from '../blocks/free/FreeSection';
export { Button01 } from '../elements/button01/Button01';
export { Contacts01 } from '../elements/contacts01/Contacts01';
export { Figure } from '../elements/figure/Figure';
export { Hr01 } from '../elements/hr01/Hr01';
export { Icon01 } from '../elements/icon01/Icon01';
export { Media01 } from '../elements/media01/Media01';
