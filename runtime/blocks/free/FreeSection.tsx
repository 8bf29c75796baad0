import type { CSSProperties } from 'react';
import { ElementView } from '../../elements/element-view';
import type { LoadedSection } from '../../page/parse-page';
import { GRID_COLUMNS } from '../../page/schema/constants';
import { ImageSlotWidthContext } from '../../media/image/first-paint';

/** FREE block: its elements in a 12-column grid, centred at the section's content width. */
export function FreeSection({ section }: { section: Extract<LoadedSection, { type: 'FREE' }> }) {
  const style = { '--rt-content-width': `${section.contentWidth}px`, '--rt-gap': `${section.gap}px`, '--rt-columns': GRID_COLUMNS } as CSSProperties;
  return (
    <div className="rt-free" style={style}>
      <ImageSlotWidthContext.Provider value={section.contentWidth}>
        {section.elements.map((part, index) => (
          <ElementView
            key={part.ok ? `e:${part.value.id}` : `broken:${index}`}
            part={part}
            path={`${section.id ? `section ${section.id}` : 'section'}.elements[${index}]`}
          />
        ))}
      </ImageSlotWidthContext.Provider>
    </div>
  );
}
