/**
 * The history entries of the dialogs with no key of their own on the site (the lightbox, a
 * product's options, the captcha, the checkout's changes): keyed by React's id for the dialog,
 * which is one life of the page's alone, so no later life opens them again from their mark. Apart
 * from the dialogs' code: the page reads it as it arrives (site/PageModals.tsx), before any dialog.
 */
import type { HistoryMark } from '../../platform/location';

/** The entry key of such a dialog, from React's id for it. */
export const lifeBoundEntryKey = (id: string): string => `dialog:${id}`;

/** Whether `mark` is such a dialog's: at a reload its entry is gone back over (location.ts leaveEarlierEntries). */
export const isLifeBound = (mark: HistoryMark): boolean => mark.key.startsWith(lifeBoundEntryKey(''));
