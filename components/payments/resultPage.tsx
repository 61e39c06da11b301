import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { AppPage } from '../../lib/pageTypes';
import type { PaymentProof } from '../../lib/routes';
import Seo, { type SeoProps } from '../common/Seo';
import PayFrame from './PayFrame';
import PayPageGate from './PayPageGate';

/** What a payment result page is made of (see `resultPage`). */
export interface ResultPageOptions {
  /** The query parameter naming what is checked: `order` (the host's payment) or `attempt` (a co-host's share). */
  param: string;
  /** The page's title, description and path (never indexed). */
  seo: Pick<SeoProps, 'title' | 'description' | 'path'>;
  /** The h1 of the server HTML and while the URL is not known yet (the screen's own "checking" heading). */
  heading: string;
  /** The login prompt; without it the page needs no login (the share's attempt id is its secret). */
  loginPrompt?: string;
  /** The screen checking the payment, given the id and the gateway's proof from the URL. */
  screen: (id: string, proof: PaymentProof) => ReactNode;
  /** The page when the URL names nothing: its h1 and body. */
  missing: { heading: string; body: ReactNode };
}

/** One value of a query parameter (the first when repeated). */
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * A page a gateway sends the payer back to (/pay/result, or /pay/share/result for a co-host's share): it reads the id
 * and the gateway's proof (providerOrderId, providerPaymentId, signature) from the URL and hands them to its screen,
 * which asks the server whether the payment went through; the server HTML is the heading and "Loading…"
 * (PayPageGate). A light page: no MUI, the store for the screen's polling.
 */
export function resultPage({ param, seo, heading, loginPrompt, screen, missing }: ResultPageOptions): AppPage {
  function PayResultPage() {
    const router = useRouter();
    const id = one(router.query[param]);
    const proof: PaymentProof = {
      providerOrderId: one(router.query.providerOrderId),
      providerPaymentId: one(router.query.providerPaymentId),
      signature: one(router.query.signature),
    };
    return (
      <>
        <Seo {...seo} noindex />
        <PayPageGate heading={heading} ready={router.isReady} loginPrompt={loginPrompt}>
          {id ? screen(id, proof) : <PayFrame heading={missing.heading}>{missing.body}</PayFrame>}
        </PayPageGate>
      </>
    );
  }
  PayResultPage.usesMui = false;
  PayResultPage.usesStore = true;
  return PayResultPage;
}
