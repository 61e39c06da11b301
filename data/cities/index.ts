import type { City, Locality } from './types';
import { bengaluruLocalities } from './localities/bengaluru';
import { delhiLocalities } from './localities/delhi';
import { faridabadLocalities } from './localities/faridabad';
import { ghaziabadLocalities } from './localities/ghaziabad';
import { gurugramLocalities } from './localities/gurugram';
import { hyderabadLocalities } from './localities/hyderabad';
import { mumbaiLocalities } from './localities/mumbai';
import { noidaLocalities } from './localities/noida';

export type { City, Locality } from './types';

/** Bengaluru and its alias Bangalore share one array (the same Locality objects). */
const bengaluru: Locality[] = [...bengaluruLocalities];

/** City landing pages in display order; the last nine are banner-only (no localities yet). */
export const cities: readonly City[] = [
  {
    slug: 'delhi',
    name: 'Delhi',
    state: 'Delhi',
    bannerImage: '/images/cities/delhi.svg',
    bannerAlt: 'Party services in Delhi: chef, decoration and photography',
    description:
      'Delhi celebrates big, whether it is a birthday in a Hauz Khas flat, a kitty party in Rajouri Garden or a family dinner in a Chhatarpur farmhouse. Book a chef or cook for a party at home, balloon decoration for the living room or terrace, and a photographer for the evening. For larger guest lists we arrange party food delivery and live buffet catering across South, West, North and East Delhi.',
    localities: [...delhiLocalities],
  },
  {
    slug: 'gurugram',
    name: 'Gurugram',
    state: 'Haryana',
    bannerImage: '/images/cities/gurugram.svg',
    bannerAlt: 'Party services in Gurugram: chef, decoration and photography',
    description:
      'Gurugram parties happen in the high-rise societies along Golf Course Road, Sohna Road and the Dwarka Expressway as often as in the houses of DLF Phase 1 to 5. Book a chef or cook for a party at home, balloon decoration for your flat or clubhouse, and a photographer to cover the celebration. Party food delivery and live buffet catering take care of bigger gatherings, from Cyber City to the new sectors of the city.',
    localities: [...gurugramLocalities],
  },
  {
    slug: 'ghaziabad',
    name: 'Ghaziabad',
    state: 'Uttar Pradesh',
    bannerImage: '/images/cities/ghaziabad.svg',
    bannerAlt: 'Party services in Ghaziabad: chef, decoration and photography',
    description:
      'In Ghaziabad, birthdays and anniversaries fill the apartment towers of Indirapuram, Vaishali, Vasundhara and Raj Nagar Extension. Book a cook or chef for a party at home, balloon decoration, or a photographer for the cake cutting. Party food delivery and live buffet catering work just as well for a society clubhouse as for a terrace get-together.',
    localities: [...ghaziabadLocalities],
  },
  {
    slug: 'faridabad',
    name: 'Faridabad',
    state: 'Haryana',
    bannerImage: '/images/cities/faridabad.svg',
    bannerAlt: 'Party services in Faridabad: chef, decoration and photography',
    description:
      'Faridabad combines the older sectors around NIT and Old Faridabad with the new towers of Greater Faridabad, and its celebrations range from small family dinners to lawn parties near Surajkund. Book a chef or cook for a party at home, balloon decoration and party photography in your sector. For more guests, choose party food delivery or live buffet catering.',
    localities: [...faridabadLocalities],
  },
  {
    slug: 'noida',
    name: 'Noida',
    state: 'Uttar Pradesh',
    bannerImage: '/images/cities/noida.svg',
    bannerAlt: 'Party services in Noida: chef, decoration and photography',
    description:
      'Noida is a city of planned sectors, from the busy Sector 18 market to the high-rise societies along the expressway towards Greater Noida. Book a chef or cook for a party at home, balloon decoration for a birthday or baby shower, and a photographer to capture it. Party food delivery and live buffet catering cover everything from a small house party to a clubhouse celebration.',
    localities: [...noidaLocalities],
  },
  {
    slug: 'bengaluru',
    name: 'Bengaluru',
    state: 'Karnataka',
    bannerImage: '/images/cities/bengaluru.svg',
    bannerAlt: 'Party services in Bengaluru: chef, decoration and photography',
    description:
      'Bengaluru celebrates in the apartment clubhouses of Whitefield and Sarjapur Road as much as in the older homes of Jayanagar and Malleshwaram, never far from Cubbon Park or Lalbagh. Book a chef or cook for a party at home, balloon decoration for birthdays and naming ceremonies, and a photographer for the day. Party food delivery and live buffet catering serve anything from a South Indian spread to a multi-cuisine menu.',
    localities: bengaluru,
  },
  {
    slug: 'bangalore',
    name: 'Bangalore',
    state: 'Karnataka',
    bannerImage: '/images/cities/bengaluru.svg',
    bannerAlt: 'Party services in Bangalore: chef, decoration and photography',
    description:
      'Planning a party in Bangalore, from a Koramangala flat to a villa off Sarjapur Road or a home in Indiranagar? Book a chef or cook for a party at home, balloon decoration and party photography in your neighbourhood. Party food delivery and live buffet catering are available for larger gatherings across the city.',
    canonicalSlug: 'bengaluru',
    localities: bengaluru,
  },
  {
    slug: 'hyderabad',
    name: 'Hyderabad',
    state: 'Telangana',
    bannerImage: '/images/cities/hyderabad.svg',
    bannerAlt: 'Party services in Hyderabad: chef, decoration and photography',
    description:
      'Hyderabad hosts its parties in the gated communities of Gachibowli, Kondapur and Kukatpally as well as in family homes in the old city around Charminar, and a good biryani is rarely missing. Book a chef or cook for a party at home, balloon decoration, and a photographer for the celebration. Party food delivery and live buffet catering are there for larger guest lists in Hyderabad and Secunderabad.',
    localities: [...hyderabadLocalities],
  },
  {
    slug: 'mumbai',
    name: 'Mumbai',
    state: 'Maharashtra',
    bannerImage: '/images/cities/mumbai.svg',
    bannerAlt: 'Party services in Mumbai: chef, decoration and photography',
    description:
      'In Mumbai, a party at home can mean a sea-facing flat in Worli or Bandra West or a compact apartment in Andheri, Powai or Thane West. Book a chef or cook for a party at home, balloon decoration that fits your space, and a photographer for the evening. Party food delivery and live buffet catering take care of larger guest lists, from Colaba to Borivali.',
    localities: [...mumbaiLocalities],
  },
  {
    slug: 'indore',
    name: 'Indore',
    state: 'Madhya Pradesh',
    bannerImage: '/images/cities/indore.svg',
    bannerAlt: 'Party services in Indore: chef, decoration and photography',
    description:
      'Indore takes its food seriously, from the night market of Sarafa Bazaar to the snack stalls of Chappan Dukan, so guests at a party expect a good spread. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Indore.',
    localities: [],
  },
  {
    slug: 'chennai',
    name: 'Chennai',
    state: 'Tamil Nadu',
    bannerImage: '/images/cities/chennai.svg',
    bannerAlt: 'Party services in Chennai: chef, decoration and photography',
    description:
      'Chennai loves a well-planned celebration, from family functions in Mylapore to get-togethers in flats along the East Coast Road and evenings near Marina Beach. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Chennai.',
    localities: [],
  },
  {
    slug: 'pune',
    name: 'Pune',
    state: 'Maharashtra',
    bannerImage: '/images/cities/pune.svg',
    bannerAlt: 'Party services in Pune: chef, decoration and photography',
    description:
      'Pune mixes old neighbourhoods near Shaniwar Wada with busy new suburbs like Hinjewadi and Kharadi, and its house parties are just as varied. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Pune.',
    localities: [],
  },
  {
    slug: 'surat',
    name: 'Surat',
    state: 'Gujarat',
    bannerImage: '/images/cities/surat.svg',
    bannerAlt: 'Party services in Surat: chef, decoration and photography',
    description:
      'Surat is known for its love of food, from locho to a winter pot of undhiyu, and for celebrations that bring the whole family together along the Tapi. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Surat.',
    localities: [],
  },
  {
    slug: 'bhopal',
    name: 'Bhopal',
    state: 'Madhya Pradesh',
    bannerImage: '/images/cities/bhopal.svg',
    bannerAlt: 'Party services in Bhopal: chef, decoration and photography',
    description:
      'Bhopal, the city of lakes, pairs evenings by the Upper Lake with a strong tradition of hospitality and rich home cooking. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Bhopal.',
    localities: [],
  },
  {
    slug: 'kanpur',
    name: 'Kanpur',
    state: 'Uttar Pradesh',
    bannerImage: '/images/cities/kanpur.svg',
    bannerAlt: 'Party services in Kanpur: chef, decoration and photography',
    description:
      'Kanpur, the industrial city on the banks of the Ganga, celebrates with large family gatherings and generous spreads. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Kanpur.',
    localities: [],
  },
  {
    slug: 'lucknow',
    name: 'Lucknow',
    state: 'Uttar Pradesh',
    bannerImage: '/images/cities/lucknow.svg',
    bannerAlt: 'Party services in Lucknow: chef, decoration and photography',
    description:
      'Lucknow is the city of the Bara Imambara and of Awadhi cooking, where kebabs and biryani set the bar for any dinner party. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Lucknow.',
    localities: [],
  },
  {
    slug: 'goa',
    name: 'Goa',
    state: 'Goa',
    bannerImage: '/images/cities/goa.svg',
    bannerAlt: 'Party services in Goa: chef, decoration and photography',
    description:
      'Goa is made for celebrations, from beach-side villas in the north to old Portuguese-style homes around Panaji and Margao. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Goa.',
    localities: [],
  },
  {
    slug: 'kolkata',
    name: 'Kolkata',
    state: 'West Bengal',
    bannerImage: '/images/cities/kolkata.svg',
    bannerAlt: 'Party services in Kolkata: chef, decoration and photography',
    description:
      'Kolkata celebrates with adda, music and food, from the lights of Park Street to family homes in Salt Lake and the lanes around Victoria Memorial. Ask us about a chef or cook for a party at home, balloon decoration, photography, party food delivery and live buffet catering in Kolkata.',
    localities: [],
  },
];

/** The city with this URL slug (aliases such as `bangalore` included). */
export function findCity(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug);
}

/** The locality with this slug inside the city with this slug. */
export function findLocality(citySlug: string, localitySlug: string): Locality | undefined {
  return findCity(citySlug)?.localities.find((locality) => locality.slug === localitySlug);
}

/** The first city and locality that list this PIN code; alias cities are skipped. */
export function cityForPincode(pincode: string): { city: City; locality: Locality } | undefined {
  for (const city of cities) {
    if (city.canonicalSlug) continue;
    const locality = city.localities.find((candidate) => candidate.pincodes.includes(pincode));
    if (locality) return { city, locality };
  }
  return undefined;
}

/** Cities with at least one locality, without aliases. */
export const servedCities: readonly City[] = cities.filter((city) => city.localities.length > 0 && !city.canonicalSlug);
