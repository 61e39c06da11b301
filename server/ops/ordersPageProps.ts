/**
 * The props of the console's orders pages, each behind the role check of
 * `staffPageProps`: every staff role may view them. Pages load this module dynamically from their
 * getServerSideProps, so the board's first page and the order are in the server HTML.
 */
import type { GetServerSidePropsContext } from 'next';
import { servedCities } from '../../data/cities';
import { schemaOpsOrderQuery, type OpsOrderPage, type OpsOrderQueryInput, type OpsOrderView } from '../../lib/contracts/opsOrders';
import { DESK_STAFF, staffPageProps } from '../auth/withStaff';
import { HttpError } from '../http/errors';
import { listOpsOrders } from './ordersBoard';
import { opsOrderView } from './ordersView';

/** Props of /ops/orders beyond the signed-in member. */
export interface OpsOrdersProps {
  page: OpsOrderPage;
  /** The query as the URL gave it (only the fields that parsed), to fill the filters and keep them on reload. */
  filters: OpsOrderQueryInput;
  /** The message of a filter or search the board could not take (the board then shows no rows, never other orders). */
  filterError: string | null;
  cities: { slug: string; name: string }[];
}

const FILTER_KEYS = ['service', 'status', 'paymentStatus', 'city', 'from', 'to', 'q', 'page', 'pageSize', 'sort', 'dir'] as const;

/**
 * /ops/orders (every role): the board's first page for the URL's filters. Empty fields count as unset; an invalid
 * filter or search (a partial phone number) shows no rows with its message, and the search box keeps the text.
 */
export function opsOrdersPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsOrdersProps>(context, DESK_STAFF, async ({ session }) => {
    const given: OpsOrderQueryInput = {};
    for (const key of FILTER_KEYS) {
      const value = context.query[key];
      if (typeof value === 'string' && value !== '') given[key] = value;
    }
    const parsed = schemaOpsOrderQuery.safeParse(given);
    if (!parsed.success) {
      const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      const empty = schemaOpsOrderQuery.parse({});
      return {
        page: { rows: [], page: 1, pageSize: empty.pageSize, total: 0 },
        // the search text stays in its box; a refused choice of a list is dropped
        filters: Object.fromEntries(Object.entries(given).filter(([key]) => key === 'q' || !refused.has(key))) as OpsOrderQueryInput,
        filterError: parsed.error.issues[0]?.message ?? 'Invalid filter',
        cities: servedCities.map((city) => ({ slug: city.slug, name: city.name })),
      };
    }
    const query = parsed.data;
    return {
      page: await listOpsOrders(session.db, query, session.staff.role),
      filters: given,
      filterError: null,
      cities: servedCities.map((city) => ({ slug: city.slug, name: city.name })),
    };
  });
}

/** Props of /ops/orders/[id] beyond the signed-in member. */
export interface OpsOrderProps {
  view: OpsOrderView | null;
}

/** /ops/orders/[id] (every role): the order page's view, or a 404 page for an unknown order. */
export function opsOrderPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsOrderProps>(context, DESK_STAFF, async ({ session }) => {
    const id = typeof context.params?.id === 'string' ? context.params.id : '';
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      context.res.statusCode = 404;
      return { view: null };
    }
    try {
      return { view: await opsOrderView(session.db, id, session.staff.role) };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        context.res.statusCode = 404;
        return { view: null };
      }
      throw error;
    }
  });
}
