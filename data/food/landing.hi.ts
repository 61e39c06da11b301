/**
 * Hindi copy of the party-food pages under `/hi` (`landing.ts` in English): the hub and the `/bulk-food-delivery` and
 * `/caterers` landings, written for Hindi searches ("पार्टी के लिए खाना", "केटरर्स", "बुफे केटरिंग"). Same structure, same
 * figures from the rules' constants, same "from ₹X per plate" prices passed in.
 */
import type { FoodService } from '../../lib/booking';
import { FOOD_LEAD_HOURS } from '../../lib/booking';
import { MAX_DISHES, MIN_BOOKING_LEAD_HOURS } from '../../lib/constants';
import { LEAD_CALLBACK_WORKING_HOURS, LEAD_MAX_GUESTS, LEAD_MIN_GUESTS } from '../../lib/contracts/leads';
import { formatIndianNumber, formatRupees } from '../../lib/format';
import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../../lib/orders';
import {
  BUFFET_SERVICE_FIXED,
  BUFFET_SERVICE_PERCENT,
  CANCELLATION_RETAINED_PERCENT,
  CHEF_ADVANCE_PERCENT,
  CHEF_SERVICE_HOURS,
  DISPOSABLES_PER_GUEST,
  FOOD_DELIVERY_ADVANCE_PERCENT,
  FOOD_DELIVERY_CHARGE,
  FOOD_GUEST_RANGE,
  FOOD_MAX_DISHES,
  FOOD_MAX_GUESTS,
  FOOD_MIN_NET,
  FOOD_PACKING_CHARGE,
  FREE_DELIVERY_FROM,
  GUEST_DISCOUNT_FROM,
  GUEST_DISCOUNT_HIGHER_FROM,
  GUESTS_40_TO_59_FACTOR_PERCENT,
  GUESTS_60_PLUS_FACTOR_PERCENT,
  MAX_PEOPLE,
  MIN_PEOPLE,
  PER_PERSON_CHARGE,
  SERVING_TABLES_CHARGE,
} from '../../lib/pricing';
import { CITY_NAMES_HI } from '../cities/names.hi';
import {
  enquiryCities,
  type FaqEntry,
  type FoodHubContent,
  type FoodLandingContent,
  type FoodServiceCard,
  type FromPrices,
} from './landing';

const rupees = formatRupees;
const count = formatIndianNumber;
const delivery = FOOD_GUEST_RANGE.delivery;
const buffet = FOOD_GUEST_RANGE.buffet;
const complimentary = 'ग्रीन सलाद, पुदीने की चटनी और अचार';

/** What each food service includes, in Hindi (`inclusions.ts`). */
const INCLUSIONS_HI: Readonly<Record<FoodService, readonly string[]>> = {
  delivery: ['हमारे किचन के शेफ उसी दिन ताज़ा बनाते हैं', 'सील और लेबल लगे फूड-ग्रेड कंटेनर में गरम पैक', 'आपके चुने हुए एक घंटे के स्लॉट में आपके दरवाज़े तक डिलीवरी'],
  buffet: [
    '2 शेफ जो आपकी जगह पर खाना बनाते और परोसते हैं',
    'यूनिफॉर्म, कैप और ग्लव्स में 2 वेटर',
    'हर डिश गरम रखने के लिए चेफिंग डिश',
    'हर मेहमान के लिए क्रॉकरी और कटलरी',
    'खाना, स्टाफ और सामान लाने-ले जाने का ट्रांसपोर्ट',
    '20 लीटर पीने के पानी का कैन',
  ],
};

/** "₹X प्रति प्लेट से", or the rule when there is no package to quote. */
function fromPriceTextHi(price: number | null): string {
  return price === null ? 'आपकी चुनी हुई डिश के हिसाब से प्रति प्लेट कीमत' : `${rupees(price)} प्रति प्लेट से`;
}

function packagesStartAtHi(price: number | null, packages: string): string {
  return price === null
    ? 'प्रति प्लेट कीमत आपकी चुनी हुई डिश के हिसाब से बनती है और डिश चुनते ही बदलती है।'
    : `हमारे तैयार ${packages} पैकेज ${rupees(price)} प्रति प्लेट से शुरू होते हैं।`;
}

/** The three service cards in Hindi (same keys and links as the English). */
export function foodServiceCardsHi(prices: FromPrices, english: readonly FoodServiceCard[]): FoodServiceCard[] {
  const cards: Record<FoodServiceCard['key'], Omit<FoodServiceCard, 'key' | 'href'>> = {
    chef: {
      name: 'आपकी पार्टी के लिए शेफ',
      whatsappService: 'पार्टी के लिए शेफ',
      summary: 'एक प्रोफेशनल कुक आपके ही किचन में आपका मेन्यू ताज़ा बनाता है, आप मेहमानों के साथ रहें।',
      price: `${rupees(PER_PERSON_CHARGE)} प्रति मेहमान और आपकी चुनी हुई डिश`,
      inclusions: [
        `आपकी पसंद के कुज़ीन से ${MAX_DISHES} डिश तक`,
        'मेहमानों के हिसाब से सामान की लिस्ट, पार्टी से पहले भेजी जाती है',
        `शेफ ${CHEF_SERVICE_HOURS} घंटे तक रुकते हैं और किचन साफ करके जाते हैं`,
      ],
      minimums: [
        `${MIN_PEOPLE} से ${MAX_PEOPLE} मेहमान`,
        `कम से कम ${MIN_BOOKING_LEAD_HOURS} घंटे पहले बुक करें`,
        `${CHEF_ADVANCE_PERCENT}% एडवांस ऑनलाइन`,
      ],
    },
    delivery: {
      name: 'बल्क फूड डिलीवरी',
      whatsappService: 'पार्टी फूड डिलीवरी',
      summary: 'उसी दिन बना गरम पार्टी खाना, सील कंटेनर में पैक करके आपके दरवाज़े तक।',
      price: fromPriceTextHi(prices.delivery),
      inclusions: [
        ...INCLUSIONS_HI.delivery,
        `${FOOD_MAX_DISHES} डिश तक, या शुरू करने के लिए तैयार पैकेज`,
        `मुफ़्त ${complimentary}`,
        `पैकिंग ${rupees(FOOD_PACKING_CHARGE)}; डिलीवरी ${rupees(FOOD_DELIVERY_CHARGE)}, ${rupees(FREE_DELIVERY_FROM)} या उससे ज़्यादा के खाने पर मुफ़्त`,
        `डिस्पोज़ेबल प्लेट और पानी की बोतलें सिर्फ आपके कहने पर: ${rupees(DISPOSABLES_PER_GUEST)} प्रति मेहमान`,
      ],
      minimums: [
        `${delivery.min} से ${delivery.max} मेहमान`,
        `कम से कम ${rupees(FOOD_MIN_NET)} का खाना`,
        `कम से कम ${FOOD_LEAD_HOURS.delivery} घंटे पहले ऑर्डर करें`,
      ],
    },
    buffet: {
      name: 'लाइव बुफे केटरिंग',
      whatsappService: 'लाइव बुफे केटरिंग',
      summary: 'आपकी जगह पर बुफे, शेफ वहीं डिश तैयार करते हैं और वेटर मेहमानों को परोसते हैं।',
      price: fromPriceTextHi(prices.buffet),
      inclusions: [
        ...INCLUSIONS_HI.buffet,
        `बुफे सर्विस ${rupees(BUFFET_SERVICE_FIXED)} और खाने का ${BUFFET_SERVICE_PERCENT}%`,
        `सर्विंग टेबल सिर्फ आपके कहने पर: ${rupees(SERVING_TABLES_CHARGE)}`,
      ],
      minimums: [
        `${buffet.min} से ${buffet.max} मेहमान`,
        `कम से कम ${rupees(FOOD_MIN_NET)} का खाना`,
        `कम से कम ${FOOD_LEAD_HOURS.buffet} घंटे पहले बुक करें`,
      ],
    },
  };
  return english.map((card) => ({ ...card, ...cards[card.key] }));
}

/** The hub's content in Hindi (`english`: the English content, for paths, images and links). */
export function foodHubContentHi(prices: FromPrices, english: FoodHubContent): FoodHubContent {
  const [bulkLink, caterersLink] = english.largeParty.links;
  return {
    ...english,
    seoTitle: 'पार्टी फूड डिलीवरी, लाइव बुफे केटरिंग और घर पर शेफ',
    seoDescription: `मेहमानों को खिलाने के तीन तरीके: गरम पार्टी खाने की बल्क डिलीवरी, शेफ और वेटर के साथ लाइव बुफे, या आपके किचन में शेफ। ${fromPriceTextHi(prices.delivery)}।`,
    heading: 'पार्टी फूड डिलीवरी, लाइव बुफे केटरिंग और घर पर शेफ',
    intro:
      'चुनें कि खाना आपकी पार्टी तक कैसे पहुंचे: आपके किचन में शेफ बनाए, थोक में गरम डिलीवरी हो, या आपकी जगह पर लाइव बुफे लगे। मेन्यू खुद बनाएं और साथ-साथ प्रति प्लेट कीमत देखें।',
    imageAlt: 'चेफिंग डिश वाला बुफे काउंटर',
    services: foodServiceCardsHi(prices, english.services),
    largeParty: {
      heading: `${FOOD_MAX_GUESTS} से ज़्यादा मेहमान?`,
      text: `ऑनलाइन बुकिंग ${FOOD_MAX_GUESTS} मेहमानों तक होती है। ${LEAD_MIN_GUESTS} से ${count(LEAD_MAX_GUESTS)} मेहमानों या अपने खास मेन्यू के लिए हमें पूछताछ भेजें: हमारी केटरिंग टीम ${LEAD_CALLBACK_WORKING_HOURS} कामकाजी घंटों में कॉल करती है।`,
      links: [
        ...(bulkLink ? [{ href: bulkLink.href, label: 'बड़ी पार्टियों के लिए बल्क फूड डिलीवरी' }] : []),
        ...(caterersLink ? [{ href: caterersLink.href, label: 'शादी और इवेंट के लिए केटरर्स' }] : []),
      ],
    },
  };
}

function sharedFaqHi(prices: FromPrices, focus: FoodService): FaqEntry[] {
  return [
    {
      question: 'प्रति प्लेट कीमत कैसे तय होती है?',
      answer: `हर डिश की एक मेहमान के पोर्शन की कीमत होती है। जितने ज़्यादा मेन कोर्स, स्टार्टर और रोटियां आप चुनते हैं, हर पोर्शन उतना छोटा और प्लेट में उनका हिस्सा उतना कम। ${GUEST_DISCOUNT_FROM} या ज़्यादा मेहमानों पर खाना ${100 - GUESTS_40_TO_59_FACTOR_PERCENT}% सस्ता, और ${GUEST_DISCOUNT_HIGHER_FROM} या ज़्यादा पर ${100 - GUESTS_60_PLUS_FACTOR_PERCENT}% सस्ता। ${packagesStartAtHi(prices[focus], focus === 'delivery' ? 'डिलीवरी' : 'बुफे')}`,
    },
    {
      question: 'पेमेंट कैसे करें?',
      answer: `ऑनलाइन बुकिंग में बुक करते समय बिल का ${FOOD_DELIVERY_ADVANCE_PERCENT}% एडवांस देना होता है; बाकी डिलीवरी पर (बुफे में सर्विस के बाद हमारी टीम को), या उससे पहले अपने ऑर्डर पेज से ऑनलाइन। ${FOOD_MAX_GUESTS} से ज़्यादा मेहमानों की पूछताछ में कोटेशन और एडवांस कॉल पर तय होते हैं।`,
    },
    {
      question: 'क्या मैं ऑर्डर कैंसल कर सकता हूं?',
      answer: `हां। जब तक हमारी टीम आपके ऑर्डर पर असाइन नहीं होती, पूरा एडवांस वापस मिलता है। उसके बाद: इवेंट से ${FULL_REFUND_MIN_HOURS} घंटे या उससे पहले पूरा एडवांस; ${HALF_REFUND_MIN_HOURS} से ${FULL_REFUND_MIN_HOURS} घंटे पहले उसका ${100 - CANCELLATION_RETAINED_PERCENT}%; ${HALF_REFUND_MIN_HOURS} घंटे से कम में कुछ नहीं, क्योंकि खाना बनना शुरू हो चुका होता है। पूरी टेबल पेमेंट से पहले दिखाई जाती है।`,
    },
  ];
}

const enquiryRangeHi = `${LEAD_MIN_GUESTS} से ${count(LEAD_MAX_GUESTS)} मेहमानों के लिए, या ऐसे मेन्यू के लिए जो हमारी लिस्ट में नहीं है, इस पेज पर पूछताछ फॉर्म भरें: हमारी केटरिंग टीम ${LEAD_CALLBACK_WORKING_HOURS} कामकाजी घंटों में मेन्यू और कोटेशन के साथ कॉल करती है, और आपको तुरंत एक रेफरेंस नंबर मिलता है।`;
const enquiryAnswerHi = `ऑनलाइन बुकिंग ${FOOD_MAX_GUESTS} मेहमानों तक होती है। ${enquiryRangeHi}`;

/** `/hi/bulk-food-delivery` (`english`: its English content, for paths and images). */
export function bulkFoodLandingHi(prices: FromPrices, english: FoodLandingContent): FoodLandingContent {
  return {
    ...english,
    whatsappService: 'बल्क फूड डिलीवरी',
    seoTitle: 'पार्टी और गेट-टुगेदर के लिए बल्क फूड डिलीवरी',
    seoDescription: `पार्टी का खाना थोक में ऑर्डर करें, उसी दिन बना और गरम डिलीवर: ऑनलाइन ${delivery.min}-${delivery.max} मेहमान, पूछताछ पर ${LEAD_MIN_GUESTS}-${count(LEAD_MAX_GUESTS)}। ${fromPriceTextHi(prices.delivery)}।`,
    heading: 'पार्टी और गेट-टुगेदर के लिए बल्क फूड डिलीवरी',
    intro: `हर मेहमान के लिए स्टार्टर, मेन कोर्स, रोटी, चावल और मिठाई, उसी दिन हमारे किचन में बनी और गरम डिलीवर। ${delivery.min} से ${delivery.max} मेहमानों के लिए कुछ ही मिनट में ऑनलाइन बुक करें, या इससे बड़े ऑर्डर के लिए हमसे पूछें।`,
    imageAlt: 'डिलीवरी के लिए तैयार पार्टी खाने के डिब्बे',
    servicesHeading: 'चुनें कि आपको पार्टी का खाना कैसे चाहिए',
    services: foodServiceCardsHi(prices, english.services),
    included: [
      'खाना आपकी पार्टी के दिन ही बनता है, कभी एक रात पहले नहीं',
      'हर डिश के लिए अलग सील और लेबल लगा कंटेनर, परोसने में आसान',
      `हर ऑर्डर के साथ मुफ़्त ${complimentary}`,
      'मेहमानों और डिश की संख्या के हिसाब से तय मात्रा',
      `आपके चुने हुए एक घंटे के स्लॉट में डिलीवरी; ${rupees(FREE_DELIVERY_FROM)} या उससे ज़्यादा के खाने पर डिलीवरी मुफ़्त`,
    ],
    steps: [
      `${FOOD_MAX_DISHES} डिश तक चुनें या किसी तैयार पैकेज से शुरू करें`,
      'मेहमानों की संख्या डालें और प्रति प्लेट कीमत और पूरा बिल देखें',
      'तारीख और एक घंटे का डिलीवरी स्लॉट चुनें, फिर एडवांस पेमेंट करें',
      'खाना गरम और परोसने के लिए तैयार पहुंचता है',
    ],
    faqHeading: 'बल्क फूड डिलीवरी: सवाल और जवाब',
    faq: [
      {
        question: 'मैं कितने मेहमानों के लिए ऑर्डर कर सकता हूं?',
        answer: `ऑनलाइन: डिलीवरी के लिए ${delivery.min} से ${delivery.max} मेहमान और लाइव बुफे के लिए ${buffet.min} से ${buffet.max}। ${enquiryRangeHi}`,
      },
      {
        question: 'क्या कोई मिनिमम ऑर्डर है?',
        answer: `हां: ग्रुप डिस्काउंट के बाद खाना कम से कम ${rupees(FOOD_MIN_NET)} का होना चाहिए। इससे कम हो तो एक डिश या कुछ मेहमान जोड़ें, ऑर्डर हो जाएगा।`,
      },
      {
        question: 'डिलीवरी का कितना खर्च है?',
        answer: `पैकिंग ${rupees(FOOD_PACKING_CHARGE)} है। डिलीवरी ${rupees(FOOD_DELIVERY_CHARGE)} है, और ${rupees(FREE_DELIVERY_FROM)} या उससे ज़्यादा के खाने पर मुफ़्त।`,
      },
      {
        question: 'क्या आप प्लेट, कटलरी और पानी भी भेजते हैं?',
        answer: `सिर्फ आपके चाहने पर: डिस्पोज़ेबल प्लेट और पानी की बोतलें ${rupees(DISPOSABLES_PER_GUEST)} प्रति मेहमान, और ये अपने आप कभी नहीं जुड़तीं। ${complimentary} हर ऑर्डर के साथ मुफ़्त आते हैं।`,
      },
      {
        question: 'मुझे कितने पहले ऑर्डर करना होगा?',
        answer: `डिलीवरी के लिए स्लॉट से कम से कम ${FOOD_LEAD_HOURS.delivery} घंटे पहले, और लाइव बुफे के लिए ${FOOD_LEAD_HOURS.buffet} घंटे पहले। बड़ी पूछताछ कुछ दिन पहले भेजना अच्छा है, ताकि हम किचन प्लान कर सकें।`,
      },
      {
        question: 'हर मेहमान के लिए कितना खाना आता है?',
        answer: 'पेमेंट से पहले बिल में आपके मेहमानों के हिसाब से हर डिश की मात्रा किलो, लीटर या पीस में लिखी होती है, ताकि आप देख सकें कि सबके लिए काफ़ी है।',
      },
      { question: `क्या मैं ${FOOD_MAX_GUESTS} से ज़्यादा मेहमानों के लिए ऑर्डर कर सकता हूं?`, answer: enquiryAnswerHi },
      ...sharedFaqHi(prices, 'delivery'),
    ],
    enquiryHeading: `${LEAD_MIN_GUESTS} या ज़्यादा मेहमानों के लिए पूछताछ`,
    enquiryIntro: `अपने इवेंट के बारे में बताएं, हम ${LEAD_CALLBACK_WORKING_HOURS} कामकाजी घंटों में मेन्यू और कोटेशन के साथ कॉल करेंगे।`,
  };
}

/** `/hi/caterers` (`english`: its English content, for paths and images). */
export function caterersLandingHi(prices: FromPrices, english: FoodLandingContent): FoodLandingContent {
  const served = enquiryCities().map((city) => CITY_NAMES_HI[city.slug] ?? city.name);
  return {
    ...english,
    whatsappService: 'केटरिंग',
    seoTitle: 'हाउस पार्टी और इवेंट के लिए केटरर्स: लाइव बुफे और फूड डिलीवरी',
    seoDescription: `बर्थडे, पूजा, ऑफिस पार्टी और शादी के लिए केटरर्स: शेफ और वेटर के साथ लाइव बुफे, बल्क फूड डिलीवरी या घर पर शेफ। ${fromPriceTextHi(prices.buffet)}।`,
    heading: 'हाउस पार्टी, ऑफिस इवेंट और पारिवारिक समारोह के लिए केटरर्स',
    intro: `हमारे शेफ और वेटर के साथ बुफे, गरम डिलीवर होने वाला पार्टी खाना, या आपके किचन में शेफ। मेन्यू खुद बनाएं और प्रति प्लेट कीमत देखें, या ${LEAD_MIN_GUESTS} और ज़्यादा मेहमानों के लिए पूरा मेन्यू हम पर छोड़ दें।`,
    imageAlt: 'चेफिंग डिश वाला लाइव बुफे काउंटर',
    servicesHeading: 'आपकी पार्टी जैसी केटरिंग चाहे',
    services: foodServiceCardsHi(prices, english.services),
    included: [
      'शेफ जो आपकी जगह पर डिश बनाते और तैयार करते हैं, परोसने के लिए वेटर',
      'चेफिंग डिश जो पूरी शाम खाना गरम रखती हैं',
      'क्रॉकरी, पानी का कैन और आपकी जगह तक आने-जाने का ट्रांसपोर्ट',
      `वेज और नॉन-वेज मेन्यू: ${FOOD_MAX_DISHES} डिश तक, या शुरू करने के लिए पैकेज`,
      'पेमेंट से पहले बिल की हर लाइन दिखती है, कुछ भी पहले से चुना नहीं होता',
    ],
    steps: [
      'लाइव बुफे, फूड डिलीवरी या घर पर शेफ चुनें',
      'मेन्यू बनाएं और मेहमानों की संख्या डालें',
      `तारीख और परोसने का समय चुनें (बुफे के लिए कम से कम ${FOOD_LEAD_HOURS.buffet} घंटे पहले) और एडवांस पेमेंट करें`,
      'हमारी टीम सेटअप करती है, परोसती है और समेट कर जाती है',
    ],
    faqHeading: 'केटरिंग: सवाल और जवाब',
    faq: [
      {
        question: 'आप किस तरह की केटरिंग करते हैं?',
        answer: `${buffet.min} से ${buffet.max} मेहमानों के लिए आपके घर या वेन्यू पर लाइव बुफे, ${delivery.min} से ${delivery.max} के लिए बल्क फूड डिलीवरी, और आपके घर पर खाना बनाने वाला शेफ। ${LEAD_MIN_GUESTS} और ज़्यादा मेहमानों के लिए हम फोन पर आपके साथ केटरिंग प्लान करते हैं।`,
      },
      {
        question: 'लाइव बुफे में क्या-क्या शामिल है?',
        answer: `${INCLUSIONS_HI.buffet.join('; ')}। बुफे और किचन की टेबल आपकी होंगी, या हमारी टेबल ऑर्डर में जोड़ें।`,
      },
      {
        question: 'क्या आप सर्विंग टेबल लाते हैं?',
        answer: `अगर आप कहें: सर्विंग टेबल ${rupees(SERVING_TABLES_CHARGE)} की हैं और अपने आप कभी नहीं जुड़तीं। कई मेज़बान अपनी टेबल इस्तेमाल करते हैं।`,
      },
      {
        question: 'खाने के अलावा लाइव बुफे का कितना खर्च है?',
        answer: `बुफे सर्विस: ${rupees(BUFFET_SERVICE_FIXED)} और खाने का ${BUFFET_SERVICE_PERCENT}%, जिसमें शेफ, वेटर, सामान और ट्रांसपोर्ट शामिल हैं। डिलीवरी ${rupees(FOOD_DELIVERY_CHARGE)} है, ${rupees(FREE_DELIVERY_FROM)} या ज़्यादा के खाने पर मुफ़्त। आपके चुने बिना कुछ और नहीं जुड़ता।`,
      },
      {
        question: 'केटरर्स को कितने पहले बुक करना चाहिए?',
        answer: `लाइव बुफे के लिए कम से कम ${FOOD_LEAD_HOURS.buffet} घंटे, ताकि हम शेफ और वेटर असाइन कर सकें; फूड डिलीवरी के लिए ${FOOD_LEAD_HOURS.delivery} घंटे।`,
      },
      { question: 'क्या आप शादी या बड़े समारोह की केटरिंग कर सकते हैं?', answer: enquiryAnswerHi },
      {
        question: 'आप किन शहरों में केटरिंग करते हैं?',
        answer: `${served.slice(0, -1).join(', ')} और ${served.at(-1) ?? ''}। पूछताछ फॉर्म में अपना शहर चुनें, या बुक करते समय अपना पिनकोड जांचें।`,
      },
      ...sharedFaqHi(prices, 'buffet'),
    ],
    enquiryHeading: `${LEAD_MIN_GUESTS} या ज़्यादा मेहमानों के लिए केटरिंग पूछताछ`,
    enquiryIntro: `तारीख, मेहमान और बजट बताएं; हमारी केटरिंग टीम ${LEAD_CALLBACK_WORKING_HOURS} कामकाजी घंटों में कॉल करेगी।`,
  };
}
