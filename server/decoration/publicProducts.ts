import type { AddonPublic, ProductDetailsPublic, ProductPublic } from '../../lib/contracts/decoration';
import type { DecorationAddon, DecorationProduct } from '../db/schema';
import type { ProductWithAddons } from './repository';

/** A product row in its public shape (whole rupees; private columns never leave). */
export function toProductPublic(p: DecorationProduct): ProductPublic {
  return {
    _id: p.id,
    slug: p.slug,
    name: p.name,
    category: p.categorySlug,
    price: p.price,
    previousPrice: p.previousPrice,
    images: p.images,
    description: p.description,
    inclusions: p.inclusions,
    setupMinutes: p.setupMinutes,
    tags: p.tags,
  };
}

/** An add-on row in its public shape. */
function toAddonPublic(a: DecorationAddon): AddonPublic {
  return { _id: a.id, slug: a.slug, name: a.name, price: a.price, maxQuantity: a.maxQuantity };
}

/** A product with its add-ons in public shape (the product page). */
export function toProductDetailsPublic(p: ProductWithAddons): ProductDetailsPublic {
  return { ...toProductPublic(p), addons: p.addons.map(toAddonPublic) };
}
