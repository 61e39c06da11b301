import { searchProductsByTag } from '../../../../server/decoration/repository';
import { decorationSearchRoute } from '../../../../server/decoration/searchRoute';

/** GET /api/Decoration/searchByTag/{tag}?page=&limit=: decorations with a matching tag. */
export default decorationSearchRoute('tag', searchProductsByTag);
