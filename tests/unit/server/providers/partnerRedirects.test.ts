/**
 * The partner app's sign-in redirects keep the page's language: a signed-out provider on a Hindi page signs in on the
 * Hindi sign-in page (Next leaves a data function's redirect as it is), and the sign-in page sends a signed-in one on
 * in its own language.
 */
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { partnerPageProps } from '../../../../server/auth/withPartner';
import { partnerLoginPageProps } from '../../../../server/providers/pageProps';
import { forgetAppDb, pointAppAt } from '../../../helpers/opsDesk';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** A page request without a partner session. */
function visit(resolvedUrl: string, locale: string, query: Record<string, string> = {}): GetServerSidePropsContext {
  return {
    req: { headers: {} },
    res: { setHeader: () => undefined },
    resolvedUrl,
    locale,
    query,
    params: {},
  } as unknown as GetServerSidePropsContext;
}

afterAll(forgetAppDb);

describeEachDatabase('the partner sign-in redirects', (getDb) => {
  beforeAll(() => pointAppAt(getDb()));

  it('send a signed-out provider to the sign-in page of their language, the page kept in next', async () => {
    expect(await partnerPageProps(visit('/partner/jobs/42?tab=chat', 'hi'))).toEqual({
      redirect: { destination: '/hi/partner/login?next=%2Fpartner%2Fjobs%2F42', permanent: false },
    });
    expect(await partnerPageProps(visit('/partner/jobs/42', 'en'))).toEqual({
      redirect: { destination: '/partner/login?next=%2Fpartner%2Fjobs%2F42', permanent: false },
    });
  });

  it('show the sign-in form to a signed-out provider in either language', async () => {
    expect(await partnerLoginPageProps(visit('/partner/login', 'hi', { next: '/partner/earnings' }))).toEqual({ props: {} });
  });
});
