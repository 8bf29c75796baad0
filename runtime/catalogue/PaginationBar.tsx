/**
 * The pagination bar (spec 000 §4, §9): previous, the page numbers of paginationItems (gaps as
 * hyphens above 4 pages), next. The current page is marked with aria-current; while a page
 * loads, the bar is busy and its buttons wait, and previous on the first page and next on the last
 * lead nowhere: aria-disabled rather than disabled, their clicks ignored, so the button just
 * pressed keeps the keyboard focus (a disabled one drops it to the page's body). The page on its
 * way pulses, and only dims where the visitor asked for reduced motion (policy reducedMotion).
 */
import { __iconData as chevronLeftIcon } from 'lucide-react/icons/chevron-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { Glyph, type GlyphData } from '../parts/glyph';
import type { CSSProperties, Ref } from 'react';
import { safeColour } from '../safety/colour';
import type { CatalogueNavigation } from '../page/page-schema';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { PAGINATION_GAP, paginationItems, stepTarget } from './pagination';
import { VISUAL_TOKENS } from '../page/visual-tokens';

export interface PaginationProps {
  page: number;
  pages: number;
  loadingPage: number | null;
  look: CatalogueNavigation['pagination'];
  onPage(page: number): void;
  ref?: Ref<HTMLElement>;
  /** The list's name where the section shows several lists one after another: each bar is a navigation landmark, named apart. */
  listName?: string | undefined;
}

export function Pagination({ page, pages, loadingPage, look, onPage, ref, listName }: PaginationProps) {
  const { t } = useRuntimeBasics();
  const reducedMotion = usePolicy('reducedMotion');
  if (pages <= 1) return null;
  const busy = loadingPage !== null;
  const previous = stepTarget(page, pages, -1);
  const next = stepTarget(page, pages, 1);
  const style = {
    '--rt-pagination-color': safeColour(look.color) ?? undefined,
    '--rt-pagination-active': safeColour(look.activeColor) ?? undefined,
    // The owner's own colour for the current page keeps white text; on the accent, the accent's readable text.
    '--rt-pagination-active-text': safeColour(look.activeColor) ? VISUAL_TOKENS.colour.onAccent : undefined,
  } as CSSProperties;
  return (
    <nav ref={ref} className={`rt-pagination rt-pagination--${look.shape}`} aria-label={listName ? t('ecommerce::section::pagination_of', { list: listName }) : t('ecommerce::section::pagination')} aria-busy={busy || undefined} data-reduced-motion={reducedMotion || undefined} style={style}>
      <StepButton label={t('ecommerce::section::previous_page')} icon={chevronLeftIcon} target={previous} busy={busy} onPage={onPage} />
      {paginationItems(page, pages).map((item, index) =>
        item === PAGINATION_GAP ? (
          <span key={`gap-${index}`} className="rt-pagination__gap" aria-hidden="true">
            {PAGINATION_GAP}
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="rt-pagination__page"
            aria-label={t('ecommerce::section::page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            data-loading={item === loadingPage || undefined}
            aria-disabled={busy || undefined}
            onClick={() => !busy && item !== page && onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <StepButton label={t('ecommerce::section::next_page')} icon={chevronRightIcon} target={next} busy={busy} onPage={onPage} />
    </nav>
  );
}

/**
 * Previous or Next: refused (aria-disabled, the click ignored) at the first or last page and while
 * a page loads, never `disabled`, so the button just pressed keeps the keyboard focus.
 */
function StepButton({ label, icon, target, busy, onPage }: { label: string; icon: GlyphData; target: number | null; busy: boolean; onPage(page: number): void }) {
  return (
    <button
      type="button"
      className="rt-pagination__step"
      aria-label={label}
      aria-disabled={busy || target === null || undefined}
      data-end={target === null || undefined}
      onClick={() => !busy && target !== null && onPage(target)}
    >
      <Glyph icon={icon} size={VISUAL_TOKENS.icon.control} />
    </button>
  );
}
