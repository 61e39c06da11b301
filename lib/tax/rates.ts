/**
 * The GST classification and rate of each service we sell: its SAC (the scheme of classification of services,
 * Annexure to Notification 11/2017-Central Tax (Rate) dated 28 June 2017) and its rate under that notification
 * as amended (checked on 7 December 2026; the latest amendments found, 05/2025 from 1 April 2025 and 15/2025
 * from 22 September 2025, left these entries unchanged). The CGST rate of the
 * notification is half the rate here; SGST/UTGST is the other half; IGST (Notification 8/2017-Integrated Tax
 * (Rate), the same serial numbers) is the whole.
 *
 * This table IS the configuration: there is no per-service setting in the environment. A rate or a
 * classification changes by law, not by deployment, so it changes here, in a reviewed commit, with its new
 * source; a document keeps the rate it was issued with. Each choice below names the reason for it; have the
 * company's chartered accountant confirm them before the first live invoice.
 * Pure data, no I/O: the checkout and order pages may import it.
 */
import type { ServiceKey } from '../services';

/** How one service is taxed. */
export interface GstServiceRule {
  /** Six-digit SAC of the service (rule 46(g): printed on each invoice line). */
  sac: string;
  /** The GST rate in percent: CGST + SGST within a state, IGST across states. */
  ratePercent: number;
  /** The line's description on tax documents. */
  description: string;
  /** Where the rate comes from: notification, serial number and item. */
  source: string;
}

/** The SAC and GST rate of each service sold online (lib/services.ts SERVICES). */
export const GST_SERVICE_RULES: Readonly<Record<ServiceKey, GstServiceRule>> = {
  // Balloon and theme decoration set up at the customer's party: an assistance service to an event, SAC 998596
  // "Events, exhibitions, conventions and trade shows organisation and assistance services" (group 99859, other
  // support services). No entry of the notification names it, so the residual rate of heading 9985 applies.
  decoration: {
    sac: '998596',
    ratePercent: 18,
    description: 'Event decoration services',
    source: 'Notification 11/2017-Central Tax (Rate), Sl. No. 23(iii) (heading 9985, support services): 9% CGST + 9% SGST',
  },
  // Photographs and video of the party: SAC 998383 "Event photography and event videography services" (group
  // 99838, heading 9983). No reduced rate exists for photography; the residual rate of heading 9983 applies.
  photography: {
    sac: '998383',
    ratePercent: 18,
    description: 'Event photography and videography services',
    source:
      'Notification 11/2017-Central Tax (Rate), Sl. No. 21(ii) (heading 9983, other professional, technical and business services): 9% CGST + 9% SGST',
  },
  // The chef cooks in the customer's kitchen with ingredients the customer buys (data/content/terms.ts): we supply
  // a cook's work for a few hours, no food. Not "outdoor catering" (that entry needs a supply of food, Sl. No.
  // 7(iv)), so SAC 998519 "Other employment and labour supply services n.e.c." at the residual rate of 9985.
  chef: {
    sac: '998519',
    ratePercent: 18,
    description: 'Chef service at the customer’s premises (cooking only)',
    source: 'Notification 11/2017-Central Tax (Rate), Sl. No. 23(iii) (heading 9985, support services): 9% CGST + 9% SGST',
  },
  // Party food cooked by our kitchen and delivered to the party: food supplied, as part of a service, at an
  // indoor or outdoor function that is event based and occasional, which is "outdoor catering" of the
  // notification, SAC 996334 "Catering services in exhibition halls, events, marriage halls and other
  // outdoor/indoor functions". 5% without input tax credit while neither the kitchen nor the party is at
  // "specified premises" (hotels with rooms above ₹7,500 a day, definition as substituted by 05/2025 from
  // 1 April 2025); at such premises it is 18% (Sl. No. 7(vi)). Restaurant door delivery (996331, Sl. No. 7(ii))
  // would be the same 5%.
  'food-delivery': {
    sac: '996334',
    ratePercent: 5,
    description: 'Party food catering, delivered to the event',
    source:
      'Notification 11/2017-Central Tax (Rate), Sl. No. 7(iv) (heading 9963, outdoor catering other than at specified premises, as substituted by 20/2019-Central Tax (Rate)): 2.5% CGST + 2.5% SGST, no input tax credit',
  },
  // Live buffet: food cooked and served by our staff at the party, the notification's "outdoor catering" itself.
  buffet: {
    sac: '996334',
    ratePercent: 5,
    description: 'Live buffet catering at the event',
    source:
      'Notification 11/2017-Central Tax (Rate), Sl. No. 7(iv) (heading 9963, outdoor catering other than at specified premises, as substituted by 20/2019-Central Tax (Rate)): 2.5% CGST + 2.5% SGST, no input tax credit',
  },
};
