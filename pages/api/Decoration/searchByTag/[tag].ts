import { routeDecorationSearchByTag } from '../../../../lib/contracts/decoration';
import { searchProductsByTag } from '../../../../server/decoration/repository';
import { decorationSearchReply } from '../../../../server/decoration/search';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { localizedSearchPage } from '../../../../server/site/decorationPageProps';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/Decoration/searchByTag/{tag}?page=&limit=: decorations with a matching tag; 400 under 2 letters. */
export default apiRoute(
  handle(routeDecorationSearchByTag, async ({ params, query }, req) =>
    localizedSearchPage(await decorationSearchReply(searchProductsByTag, params.tag, query), requestLocale(req)),
  ),
);
