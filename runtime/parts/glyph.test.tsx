/**
 * The runtime draws lucide's icons with its own few lines (glyph.tsx): its markup must stay
 * lucide's, for every icon the runtime imports and every way the runtime draws one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as arrowRight from 'lucide-react/icons/arrow-right';
import * as calendarDays from 'lucide-react/icons/calendar-days';
import * as check from 'lucide-react/icons/check';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as chevronUp from 'lucide-react/icons/chevron-up';
import * as clock from 'lucide-react/icons/clock';
import * as coffee from 'lucide-react/icons/coffee';
import * as gift from 'lucide-react/icons/gift';
import * as heart from 'lucide-react/icons/heart';
import * as leaf from 'lucide-react/icons/leaf';
import * as link2 from 'lucide-react/icons/link-2';
import * as mail from 'lucide-react/icons/mail';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as messageCircle from 'lucide-react/icons/message-circle';
import * as minus from 'lucide-react/icons/minus';
import * as moveHorizontal from 'lucide-react/icons/move-horizontal';
import * as moveVertical from 'lucide-react/icons/move-vertical';
import * as phone from 'lucide-react/icons/phone';
import * as pause from 'lucide-react/icons/pause';
import * as play from 'lucide-react/icons/play';
import * as plus from 'lucide-react/icons/plus';
import * as send from 'lucide-react/icons/send';
import * as shield from 'lucide-react/icons/shield';
import * as shoppingCart from 'lucide-react/icons/shopping-cart';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as star from 'lucide-react/icons/star';
import * as truck from 'lucide-react/icons/truck';
import * as x from 'lucide-react/icons/x';
import { Glyph, type GlyphProps } from './glyph';

const LUCIDE = {
  'arrow-right': arrowRight,
  'calendar-days': calendarDays,
  'check': check,
  'chevron-down': chevronDown,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  'chevron-up': chevronUp,
  'clock': clock,
  'coffee': coffee,
  'gift': gift,
  'heart': heart,
  'leaf': leaf,
  'link-2': link2,
  'mail': mail,
  'map-pin': mapPin,
  'message-circle': messageCircle,
  'minus': minus,
  'move-horizontal': moveHorizontal,
  'move-vertical': moveVertical,
  'phone': phone,
  'pause': pause,
  'play': play,
  'plus': plus,
  'send': send,
  'shield': shield,
  'shopping-cart': shoppingCart,
  'sparkles': sparkles,
  'star': star,
  'truck': truck,
  'x': x,
};

/** Every `lucide-react/icons/<name>` the runtime's code imports. */
function iconsTheRuntimeImports(): string[] {
  const root = join(import.meta.dirname, '..');
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.tsx') && !entry.name.endsWith('.d.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/from 'lucide-react\/icons\/([\w-]+)'/g)) names.add(match[1]!);
      }
    }
  };
  visit(root);
  return [...names].sort();
}

/** The ways the runtime draws an icon: lucide's props, and the same drawing's props here. */
const DRAWINGS: { name: string; lucide: Record<string, unknown>; glyph: Omit<GlyphProps, 'icon'> }[] = [
  { name: 'hidden', lucide: { size: 24, 'aria-hidden': true }, glyph: { size: 24 } },
  { name: 'no accessible prop (lucide hides it itself)', lucide: { size: 20 }, glyph: { size: 20 } },
  { name: 'with a class', lucide: { size: 18, className: 'rt-dropdown__chevron', 'aria-hidden': 'true' }, glyph: { size: 18, className: 'rt-dropdown__chevron' } },
  { name: 'coloured, thinner', lucide: { size: 31, color: '#b4532a', strokeWidth: 1.75, 'aria-hidden': true }, glyph: { size: 31, color: '#b4532a', strokeWidth: 1.75 } },
  { name: 'named', lucide: { size: 28, color: 'currentColor', strokeWidth: 1.75, 'aria-hidden': undefined, 'aria-label': 'Free delivery', role: 'img' }, glyph: { size: 28, strokeWidth: 1.75, label: 'Free delivery' } },
  { name: 'filled', lucide: { size: 40, fill: 'currentColor', strokeWidth: 0, 'aria-hidden': true }, glyph: { size: 40, fill: 'currentColor', strokeWidth: 0 } },
];

describe('Glyph', () => {
  it('is checked here for every icon the runtime imports', () => {
    expect(iconsTheRuntimeImports()).toEqual(Object.keys(LUCIDE).sort());
  });

  for (const [name, module] of Object.entries(LUCIDE)) {
    it(`draws ${name} as lucide's component does, every way the runtime draws an icon`, () => {
      for (const drawing of DRAWINGS) {
        const lucide = renderToStaticMarkup(createElement(module.default, drawing.lucide));
        expect(renderToStaticMarkup(<Glyph icon={module.__iconData} {...drawing.glyph} />), drawing.name).toBe(lucide);
      }
    });
  }

  it('draws the icon\'s own elements (not an empty box)', () => {
    expect(renderToStaticMarkup(<Glyph icon={check.__iconData} size={24} />)).toMatch(/<path d="[^"]+"><\/path><\/svg>$/);
  });
});
