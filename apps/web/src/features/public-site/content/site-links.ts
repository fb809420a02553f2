import type { IconName } from '../../../shared/ui/icon-paths';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

// Same links, same order, in the top bar and in the mobile menu (spec section 2).
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Accueil', icon: 'home' },
  { to: '/features/meal-planning', label: 'Planning', icon: 'calendar' },
  { to: '/features/shopping-list', label: 'Courses', icon: 'basket' },
  { to: '/features/recipe-suggestions', label: 'Suggestions', icon: 'sparkles' },
  { to: '/features/virtual-assistant', label: 'Assistant', icon: 'chefHat' },
  { to: '/features/frigidaire', label: 'Frigidaire', icon: 'fridge' },
  { to: '/blog', label: 'Blog', icon: 'book' },
];

// A path plus hash, so it works from any page: PublicLayout scrolls to the card on arrival.
export const PRICING_LINK = '/#pricing';

export const CONTACT_EMAIL = 'bonjour@mijote.ch';

export const SOCIAL_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: 'https://www.instagram.com/mijote.ch', label: 'Mijote sur Instagram', icon: 'instagram' },
  { href: 'https://www.facebook.com/mijote.ch', label: 'Mijote sur Facebook', icon: 'facebook' },
  { href: 'https://www.tiktok.com/@mijote.ch', label: 'Mijote sur TikTok', icon: 'tiktok' },
  { href: 'https://www.pinterest.ch/mijotech', label: 'Mijote sur Pinterest', icon: 'pinterest' },
];
