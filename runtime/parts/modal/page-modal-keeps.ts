/**
 * What the parts of a page modal keep while it is closed: typed input survives. A page modal
 * renders its elements only while it is open (site/PageModals.tsx), so a form in a pop-up closed by
 * its close button, Escape or the overlay (often by mistake), or closed while its lead was on its
 * way and then failed, came back empty, what the visitor typed gone. Such a part keeps what it holds
 * in the site's dialog service (modal-store.ts `keep`) as it changes, by its element id (the page's
 * own: page/parse-page.ts), and starts from it when the modal opens again. For the page's life, in
 * memory: a reload opens the pop-up anew (the cart's order form is kept for a reload because the
 * cart itself is: CHECKOUT_VALUES_KEY). What comes for such a part after it went (the failure of a
 * lead it sent) is news it hears when it is shown again (usePageModalNews).
 */
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { useRuntimeBasics } from '../../core/runtime-context';

/** Whether the parts below are a page modal's elements (site/PageModal.tsx provides it). */
export const InPageModalContext = createContext(false);

export interface PageModalKeeps<Value> {
  /** What the part kept when its modal last closed, as it mounted; undefined outside a page modal, or with nothing kept. */
  kept: Value | undefined;
  /** Keeps `value` for the next time the modal opens (nothing outside a page modal). */
  keep(value: Value): void;
  /**
   * Drops what the part kept: a form's lead that went through, even after its pop-up closed (an
   * answer is told whatever became of the form), so the form opens empty next time, as after its
   * thanks (nothing outside a page modal).
   */
  forget(): void;
}

/**
 * A part's keeps in its page modal. `shape` names what its value is made of (a form: its fields'
 * kinds of value): what it kept under another shape (the owner changed the part since, a live
 * edit) is not given back. A part keeps one kind of value under its id: what it kept is given back
 * to the same part (element ids are the page's own), so `Value` is what it kept.
 */
export function usePageModalKeeps<Value>(partId: string, shape: string): PageModalKeeps<Value> {
  const { stores } = useRuntimeBasics();
  const inPageModal = useContext(InPageModalContext);
  const [kept] = useState(() => {
    const found = inPageModal ? stores.modals.getState().kept(partId) : undefined;
    return found?.shape === shape ? (found.value as Value) : undefined;
  });
  const keep = useCallback(
    (value: Value) => {
      if (inPageModal) stores.modals.getState().keep(partId, { shape, value });
    },
    [inPageModal, stores, partId, shape],
  );
  const forget = useCallback(() => {
    if (inPageModal) stores.modals.getState().keep(partId, null);
  }, [inPageModal, stores, partId]);
  return { kept, keep, forget };
}

/**
 * What became of news told to a page modal's part: heard by the part, shown again since (`heard`),
 * held for its next open (`held`), or nobody's: a part outside a page modal is not shown again
 * (`lost`).
 */
export type PageModalNewsFate = 'heard' | 'held' | 'lost';

/**
 * News for a page modal's part that came after it went, its modal closed (a form's lead that failed
 * on its way): `hear` gets it while the part is mounted, news held since it went as it mounts, each
 * once (a second close and open does not bring it again). Returns `tell`, which gives the part of
 * this id news, from the instance its modal's close unmounted: a part shown again since hears it
 * at once, else it waits for the next open.
 */
export function usePageModalNews<News>(partId: string, hear: (news: News) => void): (news: News) => PageModalNewsFate {
  const { stores } = useRuntimeBasics();
  const inPageModal = useContext(InPageModalContext);
  // A part keeps one kind of news under its id (element ids are the page's own): what it is told is a `News`.
  const onNews = useEffectEvent((news: unknown) => hear(news as News));
  useEffect(() => (inPageModal ? stores.modals.getState().listen(partId, (news) => onNews(news)) : undefined), [inPageModal, stores, partId]);
  return useCallback(
    (news: News) => {
      if (!inPageModal) return 'lost';
      return stores.modals.getState().tell(partId, news) ? 'heard' : 'held';
    },
    [inPageModal, stores, partId],
  );
}
