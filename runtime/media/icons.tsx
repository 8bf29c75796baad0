/**
 * The built-in icon set: names from the page schema mapped to lucide icons (tree-shaken, so a
 * page ships only the icons the runtime references here).
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Coffee from 'lucide-react/icons/coffee';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import Leaf from 'lucide-react/icons/leaf';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Phone from 'lucide-react/icons/phone';
import Shield from 'lucide-react/icons/shield';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Truck from 'lucide-react/icons/truck';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../page/page-schema';

export const ICONS: Record<IconName, LucideIcon> = {
  star: Star,
  heart: Heart,
  check: Check,
  phone: Phone,
  mail: Mail,
  pin: MapPin,
  clock: Clock,
  cart: ShoppingCart,
  truck: Truck,
  leaf: Leaf,
  shield: Shield,
  chat: MessageCircle,
  'arrow-right': ArrowRight,
  coffee: Coffee,
  sparkle: Sparkles,
  gift: Gift,
};

export function BuiltInIcon({ name, size, color, label }: { name: IconName; size: number; color?: string | undefined; label?: string | undefined }) {
  const Icon = ICONS[name];
  return <Icon size={size} color={color ?? 'currentColor'} strokeWidth={1.75} aria-hidden={label ? undefined : true} aria-label={label} role={label ? 'img' : undefined} />;
}
