import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ServerHtmlContext } from '../platform/server-html';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import { useRuntimeBasics } from '../core/runtime-context';
import { PartGuard } from '../parts/parts';
import { readPayQuery, takesPayStart, type PayQueryResult } from './pay-query';
import { reportOpenFailed } from '../parts/open-failed';
import { loadedDialogEntries } from '../parts/modal/dialog-entries-loaded';

declare module '../platform/event-bus' {
  interface RuntimeEvents {
    /**
     * The address got a pay query from the page itself (a form's payment start, spec 002 §2): read
     * it again. `fallbackUrl` is the payment page, for when the pay flow cannot show here. No bill
     * hash: the flow reads the bill from the address, and what an event carries reaches every
     * listener of the bus (the page's own code, the harness's Events panel).
     */
    'pay:start': { payId: string; fallbackUrl: string };
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

/**
 * The modal's code loads only when the address asks for it. One that did not load is imported
 * again at the next ask (platform/cached-import.ts), not kept failed until a reload.
 */
const payModalCode = cachedImport(() => import('./PayModal'));

/** The pay modal's key among the site's dialogs' history entries. */
const PAY_ENTRY_KEY = 'pay';

/**
 * Watches the address for the pay query (spec 001 §2: `?pay_id=…&h=…&pay_status=…`) and opens
 * the pay modal; closing it clears the address's query, all of it as spec 001 §2 says (in place:
 * no reload; the hash stays). Opened by a form's payment start, the modal adds a history entry
 * (the address as the form set it), so Back closes it; its close goes back over that entry and
 * clears the query of the one it lands on. Opened by the address the page came with, it adds
 * none. A server render shows nothing.
 */
export function PayFromAddress() {
  const { services, stores, t } = useRuntimeBasics();
  // The server (and hydration) sees no query; the browser reads the address once hydrated (in the
  // host's transition, platform/server-html.ts), and again when a form starts a payment.
  const hydrating = useContext(ServerHtmlContext);
  const [closed, setClosed] = useState(false);
  // The query came from a form's payment start: if the code cannot load, that start goes to the
  // payment page (below); an address the visitor came with says the payment could not be opened.
  const fromStart = useRef(false);
  // The same for the modal shown: one a payment start opened is the visitor's doing, with a history entry of its own.
  const [startedHere, setStartedHere] = useState(false);
  // A payment start changes the address: it is read again.
  const subscribe = useCallback((changed: () => void) => services.events.on('pay:start', changed), [services]);
  useEffect(
    () =>
      services.events.on('pay:start', ({ payId, fallbackUrl }) => {
        const taken = takesPayStart(services.location.search(), payId);
        fromStart.current = taken;
        setStartedHere(taken);
        // A start left to the form's redirect shows nothing meanwhile (not a "broken link").
        setClosed(!taken);
        if (!taken) return;
        services.events.emit('pay:taken', { payId });
        payModalCode.preload().catch((error: unknown) => {
          services.log.error('the pay modal could not load: going to the payment page', error);
          services.navigate(fallbackUrl);
        });
      }),
    [services],
  );
  const search = useSyncExternalStore(subscribe, () => (hydrating ? '' : services.location.search()), () => '');
  const query = useMemo<PayQueryResult>(() => readPayQuery(search), [search]);
  const close = useCallback(() => {
    // A modal a payment start opened goes back over its history entry first: the query is then
    // cleared on the entry it lands on (the location service writes it once there).
    loadedDialogEntries(stores)?.leave(PAY_ENTRY_KEY);
    // Spec 001 §2: the whole query, not only the pay parameters.
    services.location.replaceSearch('');
    fromStart.current = false;
    setStartedHere(false);
    setClosed(true);
  }, [services, stores]);
  const shown = !closed && query.kind !== 'none';
  const openFailed = reportOpenFailed({ services, t }, 'the pay modal could not be opened: its code did not load');
  const code = useCodeWhileNeeded(payModalCode, shown, {
    report: (error) => {
      if (!fromStart.current) openFailed(error);
    },
    // The query stays: a reload (or the next payment start) asks for the code again.
    undo: () => setClosed(true),
  });
  if (!shown || !code) return null;
  const { PayModal } = code;
  return (
    <PartGuard kind="modal" type="pay" id="pay" path="pay">
      {/* Started by the visitor's form: an entry of its own, which Back goes back over, closing it. The address the page came with: none. */}
      <PayModal query={query} onClose={close} history={{ key: PAY_ENTRY_KEY, request: startedHere ? { kind: 'push' } : null }} />
    </PartGuard>
  );
}
