import type { PhotographyOccasion, PhotographyOccasionGroup, PhotographyOccasionGroupInfo } from './types';

/** The guests an intimate-gathering package is planned for, at most. */
export const INTIMATE_MAX_GUESTS = 150;

/** The landing's two tabs, in order. */
export const PHOTOGRAPHY_GROUPS: readonly PhotographyOccasionGroupInfo[] = [
  {
    slug: 'intimate',
    name: 'Intimate gathering',
    note: `Birthdays, showers, family functions and office events of up to ${INTIMATE_MAX_GUESTS} guests`,
  },
  {
    slug: 'grand',
    name: 'Grand celebration',
    note: 'Wedding rituals from the ring ceremony and haldi to the wedding day and the reception',
  },
];

const image = (slug: string) => `/images/photography/${slug}.svg`;

/** The occasions we photograph, in menu order (each has a category page). */
export const PHOTOGRAPHY_OCCASIONS: readonly PhotographyOccasion[] = [
  {
    slug: 'birthday',
    name: 'Birthday',
    group: 'intimate',
    description: 'Cake cutting, games, family portraits and the decor, for first birthdays through milestone parties at home or in a hall.',
    image: image('birthday'),
  },
  {
    slug: 'baby-shower',
    name: 'Baby Shower',
    group: 'intimate',
    description: 'Godh bharai rituals, blessings from the elders and candid moments of the mother-to-be with her guests.',
    image: image('baby-shower'),
  },
  {
    slug: 'anniversary',
    name: 'Anniversary',
    group: 'intimate',
    description: 'Couple portraits, the cake and the toast, and family group photos for a wedding anniversary celebration.',
    image: image('anniversary'),
  },
  {
    slug: 'house-warming',
    name: 'House-warming',
    group: 'intimate',
    description: 'The griha pravesh puja, the first steps into the new home and the guests who came to bless it.',
    image: image('house-warming'),
  },
  {
    slug: 'naming-ceremony',
    name: 'Naming Ceremony',
    group: 'intimate',
    description: 'The naamkaran rituals, the cradle ceremony and the first family photos with the newest member.',
    image: image('naming-ceremony'),
  },
  {
    slug: 'bachelorette',
    name: 'Bachelorette',
    group: 'intimate',
    description: 'A fun, candid shoot of the bride-to-be and her friends: props, dance floor and group photos.',
    image: image('bachelorette'),
  },
  {
    slug: 'maternity',
    name: 'Maternity',
    group: 'intimate',
    description: 'A relaxed portrait session for the mother-to-be, alone or with her partner, at home or on a terrace.',
    image: image('maternity'),
  },
  {
    slug: 'new-born',
    name: 'New-born',
    group: 'intimate',
    description: 'Gentle, safe portraits of the baby in the first weeks, with simple props and the parents.',
    image: image('new-born'),
  },
  {
    slug: 'corporate',
    name: 'Corporate',
    group: 'intimate',
    description: 'Office parties, product launches, award nights and team days: speakers, stage, candids and group photos.',
    image: image('corporate'),
  },
  {
    slug: 'engagement',
    name: 'Engagement',
    group: 'grand',
    description: 'The roka or ring ceremony: the exchange of rings, the families together and portraits of the couple.',
    image: image('engagement'),
  },
  {
    slug: 'wedding',
    name: 'Wedding',
    group: 'grand',
    description: 'Haldi, mehendi, sangeet, the pheras and the reception, covered ritual by ritual or in one package.',
    image: image('wedding'),
  },
];

/** The occasion with this slug, or undefined. */
export function findPhotographyOccasion(slug: string): PhotographyOccasion | undefined {
  return PHOTOGRAPHY_OCCASIONS.find((occasion) => occasion.slug === slug);
}

/** The tab of this group. */
export function photographyGroup(slug: PhotographyOccasionGroup): PhotographyOccasionGroupInfo {
  return PHOTOGRAPHY_GROUPS.find((group) => group.slug === slug) ?? PHOTOGRAPHY_GROUPS[0]!;
}

/**
 * The occasion slug of an original category value (`Birthday-Photography`, `New-Born-Baby-Photography`,
 * `Naming-ceremony-Photography`), or undefined: those URLs answer 301 to our category pages.
 */
export function occasionOfOriginalCatValue(catValue: string): string | undefined {
  const match = /^(.+)-photography$/i.exec(catValue);
  if (!match) return undefined;
  const slug = match[1]!.toLowerCase();
  const mapped = slug === 'new-born-baby' ? 'new-born' : slug;
  return findPhotographyOccasion(mapped)?.slug;
}
