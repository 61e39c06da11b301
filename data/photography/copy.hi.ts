import { MAX_BOOKING_DAYS_AHEAD } from '../../lib/booking';
import { formatRupees } from '../../lib/format';
import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../../lib/orders';
import {
  PHOTOGRAPHY_ADDON_MAX_QUANTITY,
  PHOTOGRAPHY_ADVANCE_PERCENT,
  PHOTOGRAPHY_EXTRA_HOUR_PRICE,
  PHOTOGRAPHY_MAX_EXTRA_HOURS,
} from '../../lib/pricing';
import { photographyAddons } from './addons';
import { INTIMATE_MAX_GUESTS } from './occasions';
import type { PhotographyFaqEntry } from './types';

/**
 * Hindi copy of the photography catalogue for the pages under `/hi` (names live in `names.hi.ts`): package
 * descriptions and inclusion lines, occasion descriptions, the tabs' notes, add-on descriptions, the booking steps and
 * the FAQ, in the same order and with the same figures (from lib/) as the English. Missing entries show in English.
 */

const addonPrice = (slug: string) => formatRupees(photographyAddons.find((addon) => addon.slug === slug)?.price ?? 0);
const EXTRA_HOUR = formatRupees(PHOTOGRAPHY_EXTRA_HOUR_PRICE);
const EXTRA_EDIT = addonPrice('extra-edited-photo');
const BALANCE_PERCENT = 100 - PHOTOGRAPHY_ADVANCE_PERCENT;

/** Hindi description of each package, by slug. */
export const PHOTOGRAPHY_PACKAGE_DESCRIPTIONS_HI: Readonly<Record<string, string>> = {
  'birthday-essentials-photography':
    'घर पर छोटे बर्थडे के लिए छोटा और फोकस्ड शूट: केक कटिंग, परिवार और दोस्तों के साथ बर्थडे वाले की फोटो, और मेहमानों के आने से पहले डेकोरेशन की फोटो।',
  'birthday-party-photography':
    'पूरी पार्टी की चार घंटे की कैंडिड और पोज़्ड फोटो: मेहमानों का आना, गेम्स, केक, रिटर्न गिफ्ट और हर पीढ़ी के साथ एक फैमिली पोर्ट्रेट।',
  'birthday-photo-and-highlight-film':
    'फोटोग्राफर और वीडियोग्राफर एक साथ: पार्टी की फोटो और उसके सबसे अच्छे पलों की छोटी फिल्म, फैमिली ग्रुप में शेयर करने के लिए तैयार।',
  'baby-shower-photography': 'पहली रस्म से आखिरी आशीर्वाद तक गोद भराई: होने वाली मां, बड़ों का आशीर्वाद, गेम्स और होने वाले माता-पिता का पोर्ट्रेट।',
  'baby-shower-candid-premium': 'बड़े बेबी शावर के लिए लंबा, कैंडिड शूट: ज़्यादा फोटो, ज़्यादा एडिटेड फोटो और मेहमानों के आने से पहले कपल का छोटा पोर्ट्रेट सेशन।',
  'anniversary-couple-portraits': 'घर पर या पास में आप दोनों के लिए आराम से पोर्ट्रेट सेशन, आखिर में बच्चों या माता-पिता के साथ कुछ फोटो।',
  'anniversary-celebration-photography': 'एनिवर्सरी पार्टी की कवरेज: कपल, केक और टोस्ट, स्पीच और आए हुए सभी मेहमानों की ग्रुप फोटो।',
  'house-warming-photography': 'गृह प्रवेश पूजा, कलश और घर में पहले कदम, हवन और उसके बाद का लंच, साथ में नए घर की भी कुछ फोटो।',
  'naming-ceremony-photography':
    'नामकरण पूजा, बच्चे के कान में नाम बोलना, पालने की रस्म और दादा-दादी, नाना-नानी, बुआ-मौसी और कज़िन्स के साथ बच्चे की पहली फोटो।',
  'bachelorette-party-photography': 'पूरी शाम होने वाली दुल्हन और उसकी सहेलियों की कैंडिड फोटो: एंट्री, प्रॉप्स और सैश, डांस फ्लोर और ग्रुप फोटो।',
  'maternity-portrait-session': 'होने वाली मां के लिए आरामदायक, गाइडेड पोर्ट्रेट सेशन, कपड़े बदलने और ब्रेक के साथ, घर पर, छत पर या पास के पार्क में।',
  'new-born-baby-photoshoot':
    'पहले कुछ हफ्तों में आपके घर पर बच्चे की सुविधा से चलने वाला धीमा सेशन: रैप, टोकरी और हल्की धूप, और जब भी बच्चे को ज़रूरत हो, दूध और नींद के ब्रेक।',
  'corporate-event-photography': 'ऑफिस पार्टी, लॉन्च या अवॉर्ड शाम की कवरेज: स्पीकर और स्टेज, अवॉर्ड देते हुए पल, कैंडिड नेटवर्किंग और टीम फोटो।',
  'corporate-full-day-coverage': 'कॉन्फ्रेंस, ऑफसाइट या टीम डे का पूरा कामकाजी दिन: सेशन, ब्रेकआउट रूम, वेन्यू और ब्रांडिंग, और स्पीकर्स के हेडशॉट।',
  'ring-ceremony-photography': 'रोका या रिंग सेरेमनी की शुरू से आखिर तक कवरेज: परिवारों का मिलना, अंगूठी पहनाना, आशीर्वाद और कपल का पोर्ट्रेट सेशन।',
  'engagement-photos-and-film':
    'बड़ी सगाई के लिए दो फोटोग्राफर और एक वीडियोग्राफर: दोनों परिवारों की एक साथ कवरेज, स्टेज और डांस फ्लोर, और दिन की एक फिल्म।',
  'haldi-mehendi-photography': 'हल्दी के रंग और मेहंदी की बारीकी: रस्में, हल्दी की बौछार, डिज़ाइन की क्लोज़-अप फोटो और नाचता हुआ परिवार।',
  'sangeet-night-photography': 'परफॉर्मेंस, परिवार के डांस और स्टेज, कम रोशनी में भी शाम का माहौल बनाए रखते हुए।',
  'wedding-reception-photography': 'कपल की एंट्री, आशीर्वाद देने आए हर मेहमान के साथ स्टेज, पहला डांस और नवविवाहित जोड़े के पोर्ट्रेट।',
  'wedding-day-photography': 'शादी के दिन दो फोटोग्राफर: दोनों तरफ की तैयारी, बारात, जयमाला, फेरे और विदाई, कुछ भी छूटे बिना।',
  'grand-wedding-photos-and-film':
    'शादी के दिन का हमारा सबसे बड़ा पैकेज: सुबह की रस्मों से रिसेप्शन स्टेज तक दो फोटोग्राफर और एक वीडियोग्राफर, साथ में दिन की फिल्म।',
};

/** Hindi inclusion lines with a fixed text, by the English line. */
const INCLUSION_LINES_HI: Readonly<Record<string, string>> = {
  'Private online gallery within 24 hours of the event': 'इवेंट के 24 घंटे के अंदर प्राइवेट ऑनलाइन गैलरी',
  'Download every photo in full resolution, or all as a zip': 'हर फोटो फुल रेज़ोल्यूशन में डाउनलोड करें, या सभी एक साथ ज़िप में',
  'Candid and posed shots': 'कैंडिड और पोज़्ड फोटो',
  'Ritual and family group photos': 'रस्मों और परिवार की ग्रुप फोटो',
  'Couple portraits and family groups': 'कपल पोर्ट्रेट और फैमिली ग्रुप फोटो',
  'Puja rituals and photos of the home': 'पूजा की रस्में और घर की फोटो',
  'Low-light and flash party photos': 'कम रोशनी और फ्लैश वाली पार्टी फोटो',
  'Up to 2 outfit changes': '2 बार तक कपड़े बदलने का समय',
  'Wraps and a basket for the baby': 'बच्चे के लिए रैप और टोकरी',
  'Stage, speakers and team group photos': 'स्टेज, स्पीकर्स और टीम की ग्रुप फोटो',
  'Speaker headshots on a plain backdrop': 'सादे बैकड्रॉप पर स्पीकर्स के हेडशॉट',
  'Stage lighting for the ceremony': 'सेरेमनी के लिए स्टेज लाइटिंग',
  'Close-ups of the mehendi designs': 'मेहंदी डिज़ाइन की क्लोज़-अप फोटो',
  'Stage and dance-floor lighting': 'स्टेज और डांस-फ्लोर लाइटिंग',
  'Stage photos with every family group': 'हर फैमिली ग्रुप के साथ स्टेज फोटो',
  'Stage lighting': 'स्टेज लाइटिंग',
  'Bride and groom getting ready': 'दूल्हा-दुल्हन की तैयारी',
  'Stage and mandap lighting': 'स्टेज और मंडप लाइटिंग',
};

/** Inclusion lines with figures ("1 photographer for 3 hours"), as patterns and their Hindi. */
const INCLUSION_PATTERNS_HI: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^1 photographer for (\d+) hours$/, (h) => `${h} घंटे के लिए 1 फोटोग्राफर`],
  [/^1 senior photographer for (\d+) hours$/, (h) => `${h} घंटे के लिए 1 सीनियर फोटोग्राफर`],
  [/^(\d+) photographers for (\d+) hours$/, (n, h) => `${h} घंटे के लिए ${n} फोटोग्राफर`],
  [/^(\d+) photographers? and (\d+) videographer for (\d+) hours$/, (n, v, h) => `${h} घंटे के लिए ${n} फोटोग्राफर और ${v} वीडियोग्राफर`],
  [/^([\d,]+-[\d,]+) colour-corrected photos$/, (r) => `${r} कलर-करेक्टेड फोटो`],
  [/^(\d+) retouched photos of your choice$/, (n) => `आपकी पसंद की ${n} रीटच की हुई फोटो`],
  [/^(\d+-\d+) minute highlight film with music$/, (r) => `म्यूज़िक के साथ ${r} मिनट की हाइलाइट फिल्म`],
  [/^(\d+-\d+) minute wedding film with music$/, (r) => `म्यूज़िक के साथ ${r} मिनट की वेडिंग फिल्म`],
  [/^(\d+)-minute couple portrait session$/, (m) => `${m} मिनट का कपल पोर्ट्रेट सेशन`],
];

/** An inclusion line in Hindi (the English line when it has none). */
export function photographyInclusionHi(line: string): string {
  const fixed = INCLUSION_LINES_HI[line];
  if (fixed) return fixed;
  for (const [pattern, hindi] of INCLUSION_PATTERNS_HI) {
    const match = pattern.exec(line);
    if (match) return hindi(...match.slice(1));
  }
  return line;
}

/** Hindi description of each occasion, by slug. */
export const PHOTOGRAPHY_OCCASION_DESCRIPTIONS_HI: Readonly<Record<string, string>> = {
  birthday: 'केक कटिंग, गेम्स, फैमिली पोर्ट्रेट और डेकोरेशन, पहले बर्थडे से लेकर खास सालगिरह वाली पार्टियों तक, घर पर या हॉल में।',
  'baby-shower': 'गोद भराई की रस्में, बड़ों का आशीर्वाद और मेहमानों के साथ होने वाली मां के कैंडिड पल।',
  anniversary: 'शादी की सालगिरह के जश्न के लिए कपल पोर्ट्रेट, केक और टोस्ट, और परिवार की ग्रुप फोटो।',
  'house-warming': 'गृह प्रवेश पूजा, नए घर में पहले कदम और आशीर्वाद देने आए मेहमान।',
  'naming-ceremony': 'नामकरण की रस्में, पालने की रस्म और परिवार के सबसे नए सदस्य के साथ पहली फैमिली फोटो।',
  bachelorette: 'होने वाली दुल्हन और उसकी सहेलियों का मज़ेदार, कैंडिड शूट: प्रॉप्स, डांस फ्लोर और ग्रुप फोटो।',
  maternity: 'होने वाली मां के लिए आरामदायक पोर्ट्रेट सेशन, अकेले या पार्टनर के साथ, घर पर या छत पर।',
  'new-born': 'पहले कुछ हफ्तों में बच्चे के कोमल, सुरक्षित पोर्ट्रेट, सादे प्रॉप्स और माता-पिता के साथ।',
  corporate: 'ऑफिस पार्टी, प्रोडक्ट लॉन्च, अवॉर्ड नाइट और टीम डे: स्पीकर, स्टेज, कैंडिड और ग्रुप फोटो।',
  engagement: 'रोका या रिंग सेरेमनी: अंगूठी पहनाना, दोनों परिवार एक साथ और कपल के पोर्ट्रेट।',
  wedding: 'हल्दी, मेहंदी, संगीत, फेरे और रिसेप्शन, हर रस्म अलग से या एक ही पैकेज में।',
};

/** Hindi note under each landing tab, by group slug. */
export const PHOTOGRAPHY_GROUP_NOTES_HI: Readonly<Record<string, string>> = {
  intimate: `${INTIMATE_MAX_GUESTS} मेहमानों तक के बर्थडे, शावर, पारिवारिक समारोह और ऑफिस इवेंट`,
  grand: 'रिंग सेरेमनी और हल्दी से लेकर शादी के दिन और रिसेप्शन तक, शादी की सभी रस्में',
};

/** Hindi description of each add-on, by slug. */
export const PHOTOGRAPHY_ADDON_DESCRIPTIONS_HI: Readonly<Record<string, string>> = {
  'extra-photographer': 'पूरी कवरेज के लिए दूसरा फोटोग्राफर, ताकि दो कमरे या स्टेज और मेहमान एक साथ कवर हों।',
  'cinematic-video': 'फोटोग्राफर के साथ एक वीडियोग्राफर भी शूट करता है; आपको म्यूज़िक के साथ 3 से 5 मिनट की एडिटेड हाइलाइट फिल्म मिलती है।',
  'extra-edited-photo': 'पैकेज की एडिटेड फोटो के अलावा आपकी एक और पसंदीदा फोटो रीटच (स्किन, लाइट और कलर)।',
};

/** The four booking steps in Hindi (`steps.ts`). */
export const PHOTOGRAPHY_STEPS_HI: readonly string[] = [
  'पैकेज चुनें, फिर एक्स्ट्रा घंटे, दूसरा फोटोग्राफर, फिल्म या एक्स्ट्रा एडिट जोड़ें।',
  'तारीख, एक घंटे का पहुंचने का स्लॉट (कम से कम 24 घंटे बाद का) और अपना पता चुनें।',
  `कन्फर्म करने के लिए ${PHOTOGRAPHY_ADVANCE_PERCENT}% ऑनलाइन पेमेंट करें; बाकी रकम शूट के बाद देनी होगी।`,
  'इवेंट के 24 घंटे के अंदर अपनी प्राइवेट गैलरी पाएं और उसके बाद अपनी पसंदीदा एडिटेड फोटो।',
];

/** The photography FAQ in Hindi, in the order of `faq.ts` (the product page picks the same positions). */
export const PHOTOGRAPHY_FAQ_HI: readonly PhotographyFaqEntry[] = [
  {
    question: 'आप किन मौकों की फोटोग्राफी करते हैं?',
    answer:
      'बर्थडे, बेबी शावर, एनिवर्सरी, गृह प्रवेश, नामकरण, बैचलरेट, मैटरनिटी और न्यू बॉर्न शूट, ऑफिस इवेंट, सगाई और हल्दी-मेहंदी से रिसेप्शन तक शादी की हर रस्म।',
  },
  {
    question: 'छोटे पारिवारिक आयोजन और बड़े जश्न के पैकेज में क्या फर्क है?',
    answer: `छोटे पारिवारिक आयोजन के पैकेज ${INTIMATE_MAX_GUESTS} मेहमानों तक के इवेंट के लिए हैं, एक फोटोग्राफर के साथ। बड़े जश्न के पैकेज शादी की रस्में और सगाई कवर करते हैं: सीनियर फोटोग्राफर या पूरी टीम, स्टेज लाइटिंग, ज़्यादा फोटो और ज़्यादा रीटच की हुई फोटो।`,
  },
  {
    question: 'पैकेज में क्या-क्या शामिल है?',
    answer:
      'बताए गए घंटों के लिए फोटोग्राफर (या टीम), बताई गई संख्या में कलर-करेक्टेड फोटो, आपकी पसंद की बताई गई संख्या में रीटच की हुई फोटो और एक प्राइवेट ऑनलाइन गैलरी। पैकेज पेज पर हर चीज़ लिखी है।',
  },
  {
    question: 'मुझे कितनी फोटो मिलेंगी?',
    answer:
      'हर पैकेज में एक रेंज लिखी है, जैसे चार घंटे के बर्थडे के लिए 150 से 200 फोटो। हम जो भी फोटो रखते हैं, वह कलर-करेक्टेड होती है; धुंधली और लगभग एक जैसी फोटो हटा दी जाती हैं।',
  },
  {
    question: 'मुझे फोटो कब मिलेंगी?',
    answer:
      'सभी कलर-करेक्टेड फोटो वाली प्राइवेट गैलरी का लिंक इवेंट के 24 घंटे के अंदर WhatsApp पर और आपके ऑर्डर पेज पर आ जाता है। रीटच की हुई फोटो पैकेज में बताए गए समय के अंदर आती हैं, जो इवेंट से गिना जाता है।',
  },
  {
    question: 'मैं अपनी फोटो कहां देख और डाउनलोड कर सकता हूं?',
    answer:
      'जिस मोबाइल नंबर से बुकिंग की थी, उससे लॉगिन करके अपने अकाउंट की फोटो गैलरी में। हर फोटो फुल स्क्रीन देखें, एक-एक करके डाउनलोड करें या पूरी गैलरी ज़िप में।',
  },
  {
    question: 'मेरी गैलरी कितने समय तक ऑनलाइन रहेगी?',
    answer: 'इवेंट से कम से कम 12 महीने तक। अपनी कॉपी रखने के लिए जब चाहें ज़िप डाउनलोड कर लें।',
  },
  {
    question: 'रीटच (एडिटेड) फोटो क्या होती है?',
    answer:
      'आपकी पसंदीदा फोटो, जिस पर हमारा एडिटर हाथ से काम करता है: स्किन, लाइट, कलर, क्रॉप और छोटी-मोटी खामियां। आप गैलरी में अपनी पसंदीदा फोटो चुनते हैं, पैकेज की एडिटेड फोटो की संख्या तक।',
  },
  {
    question: 'क्या मुझे पैकेज से ज़्यादा एडिटेड फोटो मिल सकती हैं?',
    answer: `हां। हर एक्स्ट्रा एडिटेड फोटो ${EXTRA_EDIT} की है। बुकिंग के समय पैकेज पेज पर ${PHOTOGRAPHY_ADDON_MAX_QUANTITY} तक जोड़ें; बाद में और चाहिए तो हमें मैसेज करें, हम उसी कीमत पर जोड़ देंगे।`,
  },
  {
    question: 'अगर इवेंट पैकेज के घंटों से ज़्यादा चले तो?',
    answer: `बुकिंग से पहले पैकेज पेज पर एक्स्ट्रा घंटे जोड़ें: हर एक्स्ट्रा घंटे के ${EXTRA_HOUR}, ज़्यादा से ज़्यादा ${PHOTOGRAPHY_MAX_EXTRA_HOURS} एक्स्ट्रा घंटे। कवरेज फोटोग्राफर के पहुंचने से शुरू होती है।`,
  },
  {
    question: 'क्या मैं दूसरा फोटोग्राफर या वीडियो जोड़ सकता हूं?',
    answer: `हां, तय कीमत वाले ऐड-ऑन के तौर पर: पूरी कवरेज के लिए एक्स्ट्रा फोटोग्राफर ${addonPrice('extra-photographer')} का, और 3 से 5 मिनट की हाइलाइट फिल्म वाला सिनेमैटिक वीडियो ${addonPrice('cinematic-video')} का। जिन पैकेज में फिल्म पहले से शामिल है, उनमें वीडियो ऐड-ऑन नहीं मिलता।`,
  },
  {
    question: 'बुकिंग के समय मुझे कितना पेमेंट करना होगा?',
    answer: `कुल रकम का ${PHOTOGRAPHY_ADVANCE_PERCENT}% एडवांस, UPI, कार्ड या नेट बैंकिंग से ऑनलाइन। पेमेंट से पहले बिल में हर लाइन, एडवांस और बाकी रकम दिखती है।`,
  },
  {
    question: 'बाकी रकम कब देनी होगी?',
    answer: `बाकी ${BALANCE_PERCENT}% शूट के बाद देना होता है। सही रकम आपके बिल और ऑर्डर पेज पर लिखी है।`,
  },
  {
    question: 'क्या कीमतें फाइनल हैं?',
    answer: 'हां। पैकेज पर लिखी कीमत ही पैकेज की कीमत है, टैक्स सहित। सिर्फ आपके चुने हुए ऐड-ऑन और एक्स्ट्रा घंटे जुड़ते हैं, हर एक बिल में अलग लाइन में।',
  },
  {
    question: 'कैंसल करने पर क्या होगा?',
    answer: `जब तक कोई फोटोग्राफर असाइन नहीं हुआ है, कभी भी कैंसल करने पर पूरा एडवांस वापस मिलता है। असाइन होने के बाद: शुरू होने से ${FULL_REFUND_MIN_HOURS} घंटे या उससे पहले पूरा एडवांस, ${HALF_REFUND_MIN_HOURS} से ${FULL_REFUND_MIN_HOURS} घंटे पहले आधा, और ${HALF_REFUND_MIN_HOURS} घंटे से कम में कुछ नहीं। अगर फोटोग्राफर कैंसल करे या न पहुंचे, तो आपका पूरा पेमेंट वापस। पूरी टेबल चेकआउट पेज पर है।`,
  },
  {
    question: 'क्या मैं तारीख या समय बदल सकता हूं?',
    answer:
      'अपने ऑर्डर पेज से या WhatsApp पर पूछें। नया समय भी कम से कम 24 घंटे बाद का होना चाहिए, और बदलाव तभी होगा जब उस समय कोई फोटोग्राफर खाली हो; अगर कोई नहीं है, तो आप रिफंड टेबल के हिसाब से कैंसल कर सकते हैं।',
  },
  {
    question: 'मुझे कितने दिन पहले बुक करना चाहिए?',
    answer: `इवेंट से कम से कम 24 घंटे पहले, और ज़्यादा से ज़्यादा ${MAX_BOOKING_DAYS_AHEAD} दिन पहले तक। शादी और शादियों के सीज़न के लिए जितनी जल्दी हो सके बुक करें।`,
  },
  {
    question: 'फोटोग्राफर किस समय पहुंच सकता है?',
    answer:
      'आप सुबह 7 बजे से रात 10 बजे (भारतीय समय) के बीच एक घंटे का पहुंचने का स्लॉट चुनते हैं। पैकेज के घंटे फोटोग्राफर के पहुंचने से शुरू होते हैं, इसलिए खास पलों से ठीक पहले का स्लॉट चुनें।',
  },
  {
    question: 'क्या मैं अपना फोटोग्राफर चुन सकता हूं?',
    answer:
      'फोटोग्राफर उपलब्धता, इवेंट की जगह और मौके के हिसाब से असाइन होते हैं, इसलिए किसी खास व्यक्ति को नहीं चुना जा सकता। बड़े जश्न के पैकेज में हमेशा सीनियर फोटोग्राफर आते हैं।',
  },
  {
    question: 'क्या मुझे बिना एडिट की फोटो भी मिलेंगी?',
    answer: 'हां। आपके इवेंट की हर कलर-करेक्टेड फोटो फुल रेज़ोल्यूशन में आपकी गैलरी में है, बिना किसी एक्स्ट्रा खर्च के। कैमरा की रॉ फाइलें पैकेज में शामिल नहीं हैं।',
  },
  {
    question: 'आपके फोटोग्राफर कौन-सा इक्विपमेंट इस्तेमाल करते हैं?',
    answer:
      'प्रोफेशनल मिररलेस या डीएसएलआर कैमरे, तेज़ लेंस और एक्सटर्नल फ्लैश के साथ, और एक्स्ट्रा बैटरी और मेमोरी कार्ड। बड़े जश्न के पैकेज में स्टेज लाइटिंग भी होती है।',
  },
  {
    question: 'क्या आने-जाने का खर्च शामिल है?',
    answer:
      'हां, हमारे सर्विस वाले किसी भी पिनकोड के पते के लिए: पेमेंट से पहले चेकआउट आपका पिनकोड जांचता है। हमारे शहरों के बाहर के इवेंट अभी ऑनलाइन बुक नहीं हो सकते।',
  },
  {
    question: 'क्या मैं फोटो अपने मेहमानों के साथ शेयर कर सकता हूं?',
    answer: 'हां। अपनी गैलरी से परिवार और मेहमानों के लिए सिर्फ देखने वाला लिंक बना सकते हैं। यह 90 दिन बाद खत्म हो जाता है और आप इसे कभी भी बंद कर सकते हैं।',
  },
  {
    question: 'मेरी फोटो कौन देख सकता है?',
    answer:
      'सिर्फ आप, लॉगिन करने पर, और वे लोग जिन्हें आप शेयर लिंक भेजते हैं। डाउनलोड में कैमरा की रिकॉर्ड की हुई लोकेशन नहीं होती, जब तक आप ओरिजिनल फाइलें न चुनें।',
  },
  {
    question: 'क्या पैकेज में प्रिंटेड फोटो या एल्बम शामिल है?',
    answer: 'नहीं, पैकेज में डिजिटल फोटो मिलती हैं। हर फोटो फुल रेज़ोल्यूशन में डाउनलोड करके जहां चाहें प्रिंट करा सकते हैं।',
  },
];
