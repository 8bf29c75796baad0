/**
 * What a part the visitor asked for (a dialog, the cart, a lightbox) does when its on-demand code
 * did not load (offline, a deploy that removed the chunk): the log says which, and the visitor is
 * told it could not be opened, since otherwise their click seems to do nothing. The part puts back
 * what the ask changed itself; the next ask imports the code again (platform/cached-import.ts).
 */
import type { RuntimeServices } from '../core/services';
import type { Translate } from '../platform/i18n';

/** The `report` of useCodeWhileNeeded for code the visitor asked for; `message` names it in the log. */
export function reportOpenFailed({ services, t }: { services: RuntimeServices; t: Translate }, message: string): (error: unknown) => void {
  return (error) => {
    services.log.error(message, error);
    services.alert(t('runtime::open_failed'));
  };
}
