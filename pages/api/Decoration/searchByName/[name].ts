import { routeDecorationSearchByName } from '../../../../lib/contracts/decoration';
import { searchProductsByName } from '../../../../server/decoration/repository';
import { decorationSearchReply } from '../../../../server/decoration/search';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { localizedSearchPage } from '../../../../server/site/decorationPageProps';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/Decoration/searchByName/{name}?page=&limit=: decorations whose name matches; 400 under 2 letters. */
export default apiRoute(
  handle(routeDecorationSearchByName, async ({ params, query }, req) =>
    localizedSearchPage(await decorationSearchReply(searchProductsByName, params.name, query), requestLocale(req)),
  ),
);
