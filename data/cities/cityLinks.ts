/**
 * The spec's 18 city pages as light links (slug + name) for the footer and home page, so those
 * do not pull every locality into the browser bundle. Kept equal to `cities` by a unit test.
 */
export const CITY_LINKS: readonly { slug: string; name: string }[] = [
  { slug: 'delhi', name: 'Delhi' },
  { slug: 'gurugram', name: 'Gurugram' },
  { slug: 'ghaziabad', name: 'Ghaziabad' },
  { slug: 'faridabad', name: 'Faridabad' },
  { slug: 'noida', name: 'Noida' },
  { slug: 'bengaluru', name: 'Bengaluru' },
  { slug: 'bangalore', name: 'Bangalore' },
  { slug: 'hyderabad', name: 'Hyderabad' },
  { slug: 'mumbai', name: 'Mumbai' },
  { slug: 'indore', name: 'Indore' },
  { slug: 'chennai', name: 'Chennai' },
  { slug: 'pune', name: 'Pune' },
  { slug: 'surat', name: 'Surat' },
  { slug: 'bhopal', name: 'Bhopal' },
  { slug: 'kanpur', name: 'Kanpur' },
  { slug: 'lucknow', name: 'Lucknow' },
  { slug: 'goa', name: 'Goa' },
  { slug: 'kolkata', name: 'Kolkata' },
];
