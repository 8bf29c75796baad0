import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ServerHtmlContext } from '../platform/server-html';
import { cachedImport, useCodeWhileNeeded } from '../platform/cached-import';
import { useRuntimeBasics } from '../core/runtime-context';
import { PartGuard } from '../parts/parts';
import { asksForPay, PAY_ENTRY_KEY, readPayQuery, takesPayEntry, takesPayStart, type PayOpening, type PayQueryResult } from './pay-query';
import { reportOpenFailed } from '../parts/open-failed';
import { loadedDialogEntries } from '../parts/modal/dialog-entries-loaded';

declare module '../platform/event-bus' {
  interface RuntimeEvents {
    /**
     * The address got a pay query from the page itself (a form's payment start, spec 002 §2), on a
     * history entry added for it (LocationService pushCopy), which the pay modal takes: read it
     * again. `fallbackUrl` is the payment page, for when the pay flow cannot show here. No bill
     * hash: the flow reads the bill from the address, and what an event carries reaches every
     * listener of the bus (the page's own code, the harness's Events panel). `ownEntry`: the query
     * is on an entry added for it, which a way to the payment page takes the place of, so a Back
     * from that page returns to this one as it was, not to its pay query.
     */
    'pay:start': { payId: string; fallbackUrl: string; ownEntry: boolean };
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

/**
 * Watches the address for the pay query (spec 001 §2: `?pay_id=…&h=…&pay_status=…`) and opens
 * the pay modal; closing it clears the address's query, all of it as spec 001 §2 says (in place:
 * no reload; the hash stays). Opened by a form's payment start, the modal takes the history entry
 * the form added with the query, so Back closes it, and its close goes back over that entry to
 * the address the page had, which keeps its own query. Opened by the address the page came with,
 * it takes none, unless the runtime had marked that entry for it (a reload with it open:
 * pay-query.ts takesPayEntry). After the visitor's Back or Forward the modal shows what the
 * address says: closed where it has no pay query (the entry before a reload's), open again where
 * it has one (Forward onto the modal's entry). A server render shows nothing.
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
  // What opened the modal shown, for the history entry it takes (pay-query.ts takesPayEntry).
  const [opening, setOpening] = useState<PayOpening>('arrival');
  // A payment start changes the address, and so do the visitor's Back and Forward: it is read again.
  const subscribe = useCallback(
    (changed: () => void) => {
      const stopStarts = services.events.on('pay:start', changed);
      const stopMoves = services.location.onHistoryMove(changed);
      return () => {
        stopStarts();
        stopMoves();
      };
    },
    [services],
  );
  // Back or Forward: the modal follows the address it lands on (a close the visitor made before is
  // the address of another entry now).
  useEffect(
    () =>
      services.location.onHistoryMove(() => {
        fromStart.current = false;
        setOpening('move');
        setClosed(false);
      }),
    [services],
  );
  useEffect(
    () =>
      services.events.on('pay:start', ({ payId, fallbackUrl, ownEntry }) => {
        const taken = takesPayStart(services.location.search(), payId);
        fromStart.current = taken;
        setOpening('start');
        // A start left to the form's redirect shows nothing meanwhile (not a "broken link").
        setClosed(!taken);
        if (!taken) return;
        services.events.emit('pay:taken', { payId });
        payModalCode.preload().catch((error: unknown) => {
          services.log.error('the pay modal could not load: going to the payment page', error);
          services.navigate(fallbackUrl, ownEntry ? { replace: true } : undefined);
        });
      }),
    [services],
  );
  const search = useSyncExternalStore(subscribe, () => (hydrating ? '' : services.location.search()), () => '');
  const query = useMemo<PayQueryResult>(() => readPayQuery(search), [search]);
  const close = useCallback(() => {
    // A modal with a history entry of its own goes back over it, to the address below it, which
    // asks for no payment. One without (opened by the address it arrived with), or closed by the
    // visitor's Back, clears the query where the address still asks for the modal, once any back
    // has landed. Spec 001 §2: the whole query, not only the pay parameters.
    if (loadedDialogEntries(stores)?.leave(PAY_ENTRY_KEY) !== true) {
      services.location.whenSettled(() => {
        if (asksForPay(services.location.search())) services.location.replaceSearch('');
      });
    }
    fromStart.current = false;
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
  // Read as the modal opens (the hook keeps its first): the entry the form added, or one marked for it.
  const ownEntry = takesPayEntry(opening, services.location.entryMark() ?? services.location.earlierMark());
  return (
    <PartGuard kind="modal" type="pay" id="pay" path="pay">
      {/* An entry of its own taken (Back goes back over it, closing it), or none: the address the page came with. */}
      <PayModal query={query} onClose={close} history={{ key: PAY_ENTRY_KEY, request: ownEntry ? { kind: 'adopt' } : null }} />
    </PartGuard>
  );
}
