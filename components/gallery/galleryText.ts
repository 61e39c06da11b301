/** Texts of the gallery screens, shared by the screens and their tests. */
export const GALLERY_TEXT = {
  title: 'My Photo Gallery',
  guestTitle: 'Photo gallery',
  /** A share link that expired, was revoked or never existed (the API answers every such caller 404). */
  linkExpired: 'This gallery link has expired or was turned off. Ask the host for a new link.',
  /** No galleries yet, or a gallery without photos: said honestly, with when to expect them. */
  noPhotosYet: 'Your photos appear here within 24 hours of your event.',
  notFound: 'We could not find this gallery in your account. My Photo Gallery lists every gallery you have.',
  loginPrompt: 'Log in with your mobile number to see your photos.',
} as const;

/** "3 of 20 favourites". */
export const favouritesText = (favourites: number, limit: number) => `${favourites} of ${limit} favourites`;

/** The position of a photo for people and screen readers: "Photo 12 of 40" (alt text), "12 / 40" (the viewer). */
export const photoLabel = (position: number, total: number) => `Photo ${position} of ${total}`;
