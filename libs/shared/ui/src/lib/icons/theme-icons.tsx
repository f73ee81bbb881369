import {
  Bike,
  Building,
  Castle,
  Compass,
  Dumbbell,
  Flag,
  Flower2,
  Gem,
  Heart,
  Landmark,
  Leaf,
  Mountain,
  MountainSnow,
  PartyPopper,
  PawPrint,
  Sailboat,
  Sparkles,
  Sprout,
  Tent,
  TreePine,
  UtensilsCrossed,
  Users,
  WavesHorizontal,
  Wheat,
  Wine,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The theme groups the search box shows an icon for, as the catalog names them (a theme's
 * `iconGroup`): the catalog maps its theme ids to these groups, the screens map groups to icons.
 */
export const THEME_GROUPS = [
  'romantic',
  'wellness',
  'gastronomy',
  'wine',
  'sport',
  'nature',
  'culture',
  'unusual',
  'seaside',
  'mountain',
  'ski',
  'countryside',
  'city',
  'castle',
  'adventure',
  'pets',
  'golf',
  'cycling',
  'lake',
  'christmas',
  'eco',
  'luxury',
  'friends',
  'family',
] as const;

export type ThemeGroup = (typeof THEME_GROUPS)[number];

/** The one place theme groups meet icons, so a new group needs one line and no screen changes. */
export const THEME_GROUP_ICONS: Record<ThemeGroup, LucideIcon> = {
  romantic: Heart,
  wellness: Flower2,
  gastronomy: UtensilsCrossed,
  wine: Wine,
  sport: Dumbbell,
  nature: Leaf,
  culture: Landmark,
  unusual: Tent,
  seaside: WavesHorizontal,
  mountain: Mountain,
  ski: MountainSnow,
  countryside: Wheat,
  city: Building,
  castle: Castle,
  adventure: Compass,
  pets: PawPrint,
  golf: Flag,
  cycling: Bike,
  lake: Sailboat,
  christmas: TreePine,
  eco: Sprout,
  luxury: Gem,
  friends: PartyPopper,
  family: Users,
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
