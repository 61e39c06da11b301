import type { ProductDetailsPublic } from '../../lib/contracts/decoration';
import { EMPTY_ADDRESS, type DecorationDraft } from '../../store/drafts';

/**
 * A decoration draft for `product` with nothing chosen yet. The customer's address (and its checked
 * area) carries over from a draft for another decoration, so comparing products does not mean typing it twice.
 * @param path the product page the checkout's Back returns to.
 */
export function newDecorationDraft(
  product: ProductDetailsPublic,
  categoryName: string,
  path: string,
  previous: DecorationDraft | null,
): Omit<DecorationDraft, 'idempotencyKey'> {
  return {
    product: {
      _id: product._id,
      slug: product.slug,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? null,
      category: product.category,
      categoryName,
      path,
    },
    addons: [],
    eventDate: '',
    slotId: '',
    address: previous?.address ?? EMPTY_ADDRESS,
    area: previous?.area ?? null,
    note: '',
    attribution: { source: 'organic', utm: {} },
  };
}
