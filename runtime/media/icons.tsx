/**
 * The built-in icon set: names from the page schema mapped to lucide icons (tree-shaken, so a
 * page ships only the icons the runtime references here).
 */
import {
  ArrowRight, Check, Clock, Coffee, Gift, Heart, Leaf, Mail, MapPin, MessageCircle, Phone, Shield, ShoppingCart, Sparkles, Star, Truck,
  type LucideIcon,
} from 'lucide-react';
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
