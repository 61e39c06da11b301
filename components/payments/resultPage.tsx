import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { AppPage } from '../../lib/pageTypes';
import type { PaymentProof } from '../../lib/routes';
import Seo, { type SeoProps } from '../common/Seo';
import { useT, type T } from '../i18n/I18nProvider';
import PayFrame from './PayFrame';
import PayPageGate from './PayPageGate';

/** A text of the page: as it is, or from the `payments` messages in the page's language. */
export type PageText<V> = V | ((t: T) => V);

const resolve = <V,>(text: PageText<V>, t: T): V => (typeof text === 'function' ? (text as (t: T) => V)(t) : text);

/** What a payment result page is made of (see `resultPage`). */
export interface ResultPageOptions {
  /** The query parameter naming what is checked: `order` (the host's payment) or `attempt` (a co-host's share). */
  param: string;
  /** The page's title, description and path (never indexed). */
  seo: PageText<Pick<SeoProps, 'title' | 'description' | 'path'>>;
  /** The h1 of the server HTML and while the URL is not known yet (the screen's own "checking" heading). */
  heading: PageText<string>;
  /** The login prompt; without it the page needs no login (the share's attempt id is its secret). */
  loginPrompt?: PageText<string>;
  /** The screen checking the payment, given the id and the gateway's proof from the URL. */
  screen: (id: string, proof: PaymentProof) => ReactNode;
  /** The page when the URL names nothing: its h1 and body. */
  missing: PageText<{ heading: string; body: ReactNode }>;
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
    const t = useT('payments');
    const gone = resolve(missing, t);
    const id = one(router.query[param]);
    const proof: PaymentProof = {
      providerOrderId: one(router.query.providerOrderId),
      providerPaymentId: one(router.query.providerPaymentId),
      signature: one(router.query.signature),
    };
    return (
      <>
        <Seo {...resolve(seo, t)} noindex />
        <PayPageGate heading={resolve(heading, t)} ready={router.isReady} loginPrompt={loginPrompt && resolve(loginPrompt, t)}>
          {id ? screen(id, proof) : <PayFrame heading={gone.heading}>{gone.body}</PayFrame>}
        </PayPageGate>
      </>
    );
  }
  PayResultPage.usesMui = false;
  PayResultPage.usesStore = true;
  return PayResultPage;
}
