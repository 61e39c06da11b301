/**
 * Hindi titles, meta descriptions and short copy of the city and locality pages (`/hi/...`), written for what people
 * type in Hindi ("दिल्ली में पार्टी के लिए शेफ", "बर्थडे डेकोरेशन घर पर"), not translated word for word from
 * ./seoCopy.ts. The names passed in are already Hindi where we have them (data/cities/placeNames.ts). Titles leave
 * out the brand: the site appends " | Party Services".
 */

/** "ग्रीन पार्क, दिल्ली" on a locality page; just the city when `place` is the city. */
function placeWithCity(place: string, city: string): string {
  return place === city ? city : `${place}, ${city}`;
}

/** The small keyword paragraph at the foot of a city/locality page, as Hindi searches are written. */
export function seoKeywordsHi(place: string, city: string): string {
  const phrases = [
    `${place} में पार्टी के लिए शेफ`,
    `${place} में घर की पार्टी के लिए कुक`,
    `${city} में घर पर खाना बनाने वाला शेफ`,
    `${place} में बर्थडे पार्टी के लिए कुक`,
    `${city} में डिनर पार्टी के लिए शेफ`,
    `${place} में बलून डेकोरेशन`,
    `${city} में घर पर बर्थडे डेकोरेशन`,
    `${place} में एनिवर्सरी डेकोरेशन`,
    `${place} में पार्टी फोटोग्राफर`,
    `${city} में पार्टी फूड डिलीवरी`,
    `${place} में लाइव बुफे कैटरिंग`,
    `${city} में पार्टी सर्विसेज`,
  ];
  return `${phrases.join(', ')}।`;
}

/** A short introduction of a locality page in Hindi (names the place and the city, no unverifiable claims). */
export function localityIntroHi(place: string, city: string): string {
  return (
    `${place} में घर पर पार्टी की तैयारी है? ऐसा शेफ बुक करें जो आपकी पसंद का मेन्यू आपकी ही रसोई में बनाए, ` +
    `या बलून डेकोरेशन, फोटोग्राफी, पार्टी फूड डिलीवरी और लाइव बुफे कैटरिंग भी एक ही जगह से बुक करें। ` +
    `${place} हमारे ${city} सर्विस एरिया में आता है, और शेफ किसी भी तारीख के लिए कम से कम 24 घंटे पहले बुक हो सकता है।`
  );
}

/** Title of a city page, e.g. "दिल्ली में पार्टी के लिए शेफ, बलून डेकोरेशन और पार्टी सर्विसेज". */
export function cityTitleHi(city: string): string {
  return `${city} में पार्टी के लिए शेफ, बलून डेकोरेशन और पार्टी सर्विसेज`;
}

/** Meta description of a city page. */
export function cityDescriptionHi(city: string): string {
  return `${city} में घर की पार्टी के लिए शेफ या कुक बुक करें, साथ में बलून डेकोरेशन, फोटोग्राफी, पार्टी फूड डिलीवरी और लाइव बुफे कैटरिंग। थोड़ा-सा एडवांस ऑनलाइन दें, बाकी सर्विस के बाद।`;
}

/** Title of a locality page, e.g. "ग्रीन पार्क, दिल्ली में शेफ और बलून डेकोरेशन". */
export function localityTitleHi(place: string, city: string): string {
  return `${placeWithCity(place, city)} में शेफ और बलून डेकोरेशन`;
}

/** Meta description of a locality page. */
export function localityDescriptionHi(place: string, city: string): string {
  return `${placeWithCity(place, city)} में हाउस पार्टी के लिए कुक बुलाएं, या बलून डेकोरेशन और फोटोग्राफी बुक करें। शेफ 24 घंटे पहले बुक करें और एडवांस ऑनलाइन दें।`;
}

/** Title of a city's chef page, e.g. "दिल्ली में पार्टी के लिए शेफ: घर पर कुक बुक करें". */
export function chefNearMeTitleHi(city: string): string {
  return `${city} में पार्टी के लिए शेफ: घर पर कुक बुक करें`;
}

/** Meta description of a city's chef page. */
export function chefNearMeDescriptionHi(city: string): string {
  return `${city} में घर की पार्टी के लिए पास का शेफ बुक करें: 3 क्विज़ीन से 12 तक डिश, ₹49 प्रति व्यक्ति और डिश के रेट, 20% एडवांस ऑनलाइन।`;
}

/** Title of a city's photography page. */
export function photographyTitleHi(city: string): string {
  return `${city} में पार्टी फोटोग्राफर: घर पर बर्थडे और फंक्शन`;
}

/** Meta description of a city's photography page. */
export function photographyDescriptionHi(city: string): string {
  return `${city} में बर्थडे, एनिवर्सरी, बेबी शावर और हाउस पार्टी के लिए फोटोग्राफर बुक करें। उसी जश्न के लिए शेफ या बलून डेकोरेशन भी जोड़ें।`;
}
