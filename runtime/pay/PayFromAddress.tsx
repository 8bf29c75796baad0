import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ServerHtmlContext } from '../platform/server-html';
import { useRuntime } from '../core/runtime-context';
import { PartGuard } from '../parts/parts';
import { readPayQuery, takesPayStart, type PayQueryResult } from './pay-query';

declare module '../platform/event-bus' {
  interface RuntimeEvents {
    /**
     * The address got a pay query from the page itself (a form's payment start, spec 002 §2): read
     * it again. `fallbackUrl` is the payment page, for when the pay flow cannot show here.
     */
    'pay:start': { payId: string; hash: string; fallbackUrl: string };
    /**
     * The page's pay flow took a payment start (the address reads as a pay query for that bill,
     * pay-query.ts takesPayStart): the modal opens once its code is here, and if that code cannot
     * load the flow goes to the payment page itself. The form that started the payment leaves its
     * fallback redirect to it (however long the code takes to arrive). A start it does not take is
     * not answered, so the form's fallback redirect still runs.
     */
    'pay:taken': { payId: string };
  }
}

/** The modal's code loads only when the address asks for it. */
const loadPayModal = () => import('./PayModal');
const PayModal = lazy(() => loadPayModal().then((module) => ({ default: module.PayModal })));

/**
 * Watches the address for the pay query (spec 001 §2: `?pay_id=…&h=…&pay_status=…`) and opens
 * the pay modal; closing it clears the address's query, all of it as spec 001 §2 says (in place:
 * no history entry, no reload; the hash stays). A server render shows nothing.
 */
export function PayFromAddress() {
  const { services } = useRuntime();
  // The server (and hydration) sees no query; the browser reads the address once hydrated (in the
  // host's transition, platform/server-html.ts), and again when a form starts a payment.
  const hydrating = useContext(ServerHtmlContext);
  const [closed, setClosed] = useState(false);
  const subscribe = useCallback(
    (changed: () => void) =>
      services.events.on('pay:start', ({ payId }) => {
        // A start left to the form's redirect shows nothing meanwhile (not a "broken link").
        setClosed(!takesPayStart(services.location.search(), payId));
        changed();
      }),
    [services],
  );
  useEffect(
    () =>
      services.events.on('pay:start', ({ payId, fallbackUrl }) => {
        if (!takesPayStart(services.location.search(), payId)) return;
        services.events.emit('pay:taken', { payId });
        loadPayModal().catch((error: unknown) => {
          services.log.error('the pay modal could not load: going to the payment page', error);
          services.navigate(fallbackUrl);
        });
      }),
    [services],
  );
  const search = useSyncExternalStore(subscribe, () => (hydrating ? '' : services.location.search()), () => '');
  const query = useMemo<PayQueryResult>(() => readPayQuery(search), [search]);
  const close = useCallback(() => {
    // Spec 001 §2: the whole query, not only the pay parameters.
    services.location.replaceSearch('');
    setClosed(true);
  }, [services]);
  if (closed || query.kind === 'none') return null;
  return (
    // A modal whose code cannot load is this part's failure, not the page's.
    <PartGuard kind="modal" type="pay" id="pay" path="pay">
      <Suspense fallback={null}>
        <PayModal query={query} onClose={close} />
      </Suspense>
    </PartGuard>
  );
}
