import {
  Bike,
  Building,
  Car,
  Castle,
  Compass,
  Drama,
  Dumbbell,
  Flag,
  Flower2,
  Footprints,
  Heart,
  Landmark,
  Leaf,
  Mountain,
  MountainSnow,
  Palette,
  PartyPopper,
  PawPrint,
  Sailboat,
  Sparkles,
  Sun,
  Tent,
  UtensilsCrossed,
  Users,
  WavesHorizontal,
  Wine,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/** The theme groups the search box shows an icon for; theme ids are mapped to these by the catalog. */
export const THEME_GROUPS = [
  'romance',
  'family',
  'wellness',
  'gastronomy',
  'wine',
  'nature',
  'seaside',
  'mountain',
  'ski',
  'city',
  'culture',
  'castle',
  'unusual',
  'sport',
  'adventure',
  'animals',
  'golf',
  'cycling',
  'hiking',
  'water-sports',
  'festive',
  'sun',
  'road-trip',
  'arts',
  'shows',
] as const;

export type ThemeGroup = (typeof THEME_GROUPS)[number];

/** The one place theme groups meet icons, so a new group needs one line and no screen changes. */
export const THEME_GROUP_ICONS: Record<ThemeGroup, LucideIcon> = {
  romance: Heart,
  family: Users,
  wellness: Flower2,
  gastronomy: UtensilsCrossed,
  wine: Wine,
  nature: Leaf,
  seaside: WavesHorizontal,
  mountain: Mountain,
  ski: MountainSnow,
  city: Building,
  culture: Landmark,
  castle: Castle,
  unusual: Tent,
  sport: Dumbbell,
  adventure: Compass,
  animals: PawPrint,
  golf: Flag,
  cycling: Bike,
  hiking: Footprints,
  'water-sports': Sailboat,
  festive: PartyPopper,
  sun: Sun,
  'road-trip': Car,
  arts: Palette,
  shows: Drama,
};

/** Icon of themes outside every group (spec: unmapped themes get a default icon). */
export const DEFAULT_THEME_ICON: LucideIcon = Sparkles;

/** The icon of a theme group, or the default one for unknown or missing groups. */
export function themeIconFor(group: string | null | undefined): LucideIcon {
  return group && Object.hasOwn(THEME_GROUP_ICONS, group) ? THEME_GROUP_ICONS[group as ThemeGroup] : DEFAULT_THEME_ICON;
}

export interface ThemeIconProps extends Omit<LucideProps, 'ref'> {
  group: string | null | undefined;
  /** A name when the icon stands alone; without one it is decorative next to the theme's name. */
  label?: string;
}

/** Draws a theme's icon from its group, falling back to the default, so screens never pick icons themselves. */
export function ThemeIcon({ group, label, ...props }: ThemeIconProps) {
  const Icon = themeIconFor(group);
  return label ? <Icon role="img" aria-label={label} aria-hidden={false} {...props} /> : <Icon aria-hidden {...props} />;
}
