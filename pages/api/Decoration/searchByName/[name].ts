import { searchProductsByName } from '../../../../server/decoration/repository';
import { decorationSearchRoute } from '../../../../server/decoration/searchRoute';

/** GET /api/Decoration/searchByName/{name}?page=&limit=: decorations whose name matches. */
export default decorationSearchRoute('name', searchProductsByName);
