/**
 * The built-in icon set: names from the page schema mapped to lucide's drawings of them, drawn by
 * parts/glyph.tsx (each icon imported from its own module, so the bundle holds these and no more).
 */
import { __iconData as arrowRightIcon } from 'lucide-react/icons/arrow-right';
import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as coffeeIcon } from 'lucide-react/icons/coffee';
import { __iconData as giftIcon } from 'lucide-react/icons/gift';
import { __iconData as heartIcon } from 'lucide-react/icons/heart';
import { __iconData as leafIcon } from 'lucide-react/icons/leaf';
import { __iconData as mailIcon } from 'lucide-react/icons/mail';
import { __iconData as mapPinIcon } from 'lucide-react/icons/map-pin';
import { __iconData as messageCircleIcon } from 'lucide-react/icons/message-circle';
import { __iconData as phoneIcon } from 'lucide-react/icons/phone';
import { __iconData as shieldIcon } from 'lucide-react/icons/shield';
import { __iconData as shoppingCartIcon } from 'lucide-react/icons/shopping-cart';
import { __iconData as sparklesIcon } from 'lucide-react/icons/sparkles';
import { __iconData as starIcon } from 'lucide-react/icons/star';
import { __iconData as truckIcon } from 'lucide-react/icons/truck';
import { Glyph, type GlyphData } from '../parts/glyph';
import type { IconName } from '../page/page-schema';

const ICONS: Record<IconName, GlyphData> = {
  star: starIcon,
  heart: heartIcon,
  check: checkIcon,
  phone: phoneIcon,
  mail: mailIcon,
  pin: mapPinIcon,
  clock: clockIcon,
  cart: shoppingCartIcon,
  truck: truckIcon,
  leaf: leafIcon,
  shield: shieldIcon,
  chat: messageCircleIcon,
  'arrow-right': arrowRightIcon,
  coffee: coffeeIcon,
  sparkle: sparklesIcon,
  gift: giftIcon,
};

export function BuiltInIcon({ name, size, color, label }: { name: IconName; size: number; color?: string | undefined; label?: string | undefined }) {
  return <Glyph icon={ICONS[name]} size={size} color={color} strokeWidth={1.75} label={label} />;
}
