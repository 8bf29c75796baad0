/**
 * Whether the copy of a published page that hydration removes may hold what a visitor typed,
 * chose or focused there: a quick look, so that the code that carries it into the copy hydrated
 * (input-across-copies.ts) is a chunk of its own, fetched only then, not a part of every page's
 * first script. It may answer yes for a copy nobody touched (a range without a value, a select
 * without a marked option: what they show is not their default), never no for one a visitor did.
 */
export function mayHoldVisitorInput(copy: Element, focusLost: Element | null): boolean {
  if (focusLost !== null || copy.contains(copy.ownerDocument.activeElement)) return true;
  for (const control of copy.querySelectorAll('input, select, textarea')) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) return true;
    } else if (control instanceof HTMLInputElement && control.type === 'file') {
      if ((control.files?.length ?? 0) > 0) return true;
    } else if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== control.defaultValue) {
      return true;
    }
  }
  return false;
}
