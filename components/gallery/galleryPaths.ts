import { ROUTES } from '../../lib/routes';

/** The owner's page of one order's gallery: `/photo-gallery?order=<orderId>`. */
export const orderGalleryPath = (orderId: string) => `${ROUTES.photoGallery}?${new URLSearchParams({ order: orderId }).toString()}`;

/** Whether `value` looks like a share link's token (base64url, as lib/contracts/photos accepts it): anything else is no link at all. */
export const isShareToken = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value);
