/** The props of /ops/providers: the providers' directory for every staff role. */
import type { GetServerSidePropsContext } from 'next';
import { schemaProviderList, type ProviderPublic } from '../../lib/contracts/providers';
import { DESK_STAFF, OPERATIONS_ROLES, staffPageProps } from '../auth/withStaff';
import type { ProviderPunctuality } from '../../lib/contracts/punctuality';
import { providersPunctuality } from '../capacity';
import { listProviders, toProviderPublic } from '../providers';

/** Props of /ops/providers beyond the signed-in member. */
export interface OpsProvidersProps {
  providers: ProviderPublic[];
  total: number;
  page: number;
  pageSize: number;
  /** The search as the query string carries it (`q`, `service`, `active`), empty values left out. */
  filters: { q?: string; service?: string; active?: string };
  /** Admins and operations add, edit and deactivate; support reads. */
  canEdit: boolean;
  /** Each listed provider's jobs of the last 90 days by punctuality (on time, late, no-show), by provider id. */
  punctuality: Record<string, ProviderPunctuality>;
}

/**
 * /ops/providers (every role): one page of the directory for the query's search (`q`, `service`, `active`, `page`);
 * an invalid filter shows the first page unfiltered.
 */
export function opsProvidersPageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsProvidersProps>(context, DESK_STAFF, async ({ session }) => {
    const given = Object.fromEntries(
      Object.entries(context.query).filter(
        ([key, value]) => ['q', 'service', 'active', 'page'].includes(key) && typeof value === 'string' && value !== '',
      ),
    );
    const parsed = schemaProviderList.safeParse(given);
    const query = parsed.success ? parsed.data : schemaProviderList.parse({});
    const result = await listProviders(session.db, query);
    const punctuality = await providersPunctuality(
      session.db,
      result.items.map((provider) => provider.id),
      new Date(),
    );
    const filters = parsed.success ? Object.fromEntries(Object.entries(given).filter(([key]) => key !== 'page')) : {};
    return {
      providers: result.items.map((provider) => toProviderPublic(provider, provider.hasHours)),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
      filters,
      canEdit: OPERATIONS_ROLES.includes(session.staff.role),
      punctuality: Object.fromEntries(punctuality),
    };
  });
}
