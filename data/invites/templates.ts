/**
 * The invite templates catalogue: versioned reference data, not database rows. Every design
 * is drawn in code (server/events/design.ts: gradients, patterns and shapes, no images), every template is
 * written in English and Hindi (Devanagari), and its text slots carry a default per language and a character
 * limit. `category` is an occasion key of lib/events/occasions.ts; a template's `id` is a stable slug (events
 * store it), so an id is never reused for another design.
 */
import {
  TEMPLATE_SLOT_LIMITS,
  type Bilingual,
  type InviteTemplate,
  type TemplateDesign,
  type TemplateSlot,
  type TemplateSlotKey,
} from '../../lib/contracts/templates';

/**
 * The occasion keys the catalogue has templates for: every key of lib/events/occasions.ts,
 * listed here so that this data does not depend on that list's file; a unit test checks each has a template.
 */
export const TEMPLATE_OCCASION_KEYS = [
  'birthday',
  'first-birthday',
  'baby-shower',
  'namkaran',
  'annaprashan',
  'mundan',
  'welcome-baby',
  'griha-pravesh',
  'anniversary',
  'engagement',
  'roka',
  'mehendi',
  'haldi',
  'sangeet',
  'wedding',
  'reception',
  'kitty-party',
  'diwali-party',
  'holi-party',
  'lohri',
  'eid',
  'christmas',
  'new-year',
  'pooja',
  'satyanarayan-katha',
  'jagran',
  'retirement',
  'farewell',
  'graduation',
  'get-together',
  'game-night',
  'dinner-party',
  'kids-party',
  'reunion',
  'other',
] as const;
export type TemplateOccasionKey = (typeof TEMPLATE_OCCASION_KEYS)[number];

/** The most characters each slot takes (lib/contracts/templates.ts). */
export const SLOT_LIMITS = TEMPLATE_SLOT_LIMITS;

/** What the editor calls each slot, in both languages. */
export const SLOT_LABELS: Record<TemplateSlotKey, Bilingual> = {
  kicker: { en: 'Top line', hi: 'ऊपर की पंक्ति' },
  heading: { en: 'Title', hi: 'शीर्षक' },
  names: { en: 'Names', hi: 'नाम' },
  date: { en: 'Date and time', hi: 'तारीख़ और समय' },
  venue: { en: 'Venue', hi: 'स्थान' },
  message: { en: 'Message', hi: 'संदेश' },
};

/** The defaults of the slots that the event fills (the same for every template). */
const EVENT_SLOT_DEFAULTS: Record<'heading' | 'names' | 'date' | 'venue', Bilingual> = {
  heading: { en: '{title}', hi: '{title}' },
  names: { en: '{names}', hi: '{names}' },
  // a no-break space keeps the dot with the date when the line wraps
  date: { en: '{date}\u00a0· {time}', hi: '{date}, {time}' },
  venue: { en: '{venue}', hi: '{venue}' },
};

type Pair = readonly [en: string, hi: string];
const pair = ([en, hi]: Pair): Bilingual => ({ en, hi });

function slot(key: TemplateSlotKey, text: Bilingual): TemplateSlot {
  return { key, label: SLOT_LABELS[key], maxChars: SLOT_LIMITS[key], default: text };
}

/** One template: its own words (name, preview title, top line, message) and design; the event slots are shared. */
function template(
  id: string,
  category: TemplateOccasionKey,
  words: { name: Pair; sample: Pair; kicker: Pair; message: Pair },
  design: TemplateDesign,
): InviteTemplate {
  return {
    id,
    category,
    name: pair(words.name),
    sampleTitle: pair(words.sample),
    design,
    slots: [
      slot('kicker', pair(words.kicker)),
      slot('heading', EVENT_SLOT_DEFAULTS.heading),
      slot('names', EVENT_SLOT_DEFAULTS.names),
      slot('date', EVENT_SLOT_DEFAULTS.date),
      slot('venue', EVENT_SLOT_DEFAULTS.venue),
      slot('message', pair(words.message)),
    ],
  };
}

type Palette = TemplateDesign['palette'];
/** A palette from five colours: heading, names and frame, decorations, body text, panel. */
const palette = (primary: string, secondary: string, accent: string, text: string, panel: string): Palette => ({
  primary,
  secondary,
  accent,
  text,
  panel,
});
const linear = (colours: string[], angle = 90): TemplateDesign['background'] => ({ kind: 'linear', colours, angle });
const radial = (colours: string[]): TemplateDesign['background'] => ({ kind: 'radial', colours });
const solid = (colour: string): TemplateDesign['background'] => ({ kind: 'solid', colours: [colour] });

/** Every template, grouped by occasion in the order of the occasions list. */
export const INVITE_TEMPLATES: readonly InviteTemplate[] = [
  template(
    'birthday-balloon-pop',
    'birthday',
    {
      name: ['Balloon Pop', 'गुब्बारों की बहार'],
      sample: ['Aarav turns 7', 'आरव का सातवाँ जन्मदिन'],
      kicker: ['Join us for a birthday party', 'जन्मदिन की पार्टी में ज़रूर आइए'],
      message: ['Cake, games and lots of fun await!', 'केक, खेल और ढेर सारी मस्ती आपका इंतज़ार कर रही है!'],
    },
    {
      layout: 'centered',
      background: linear(['#fff3e0', '#ffe0ec'], 90),
      pattern: 'dots',
      palette: palette('#d81b60', '#6a1b9a', '#ff7043', '#3e2723', '#ffffff'),
      decorations: ['balloons', 'confetti'],
    },
  ),
  template(
    'birthday-golden-glow',
    'birthday',
    {
      name: ['Golden Glow', 'सुनहरी चमक'],
      sample: ["Neha's 30th Birthday", 'नेहा का 30वाँ जन्मदिन'],
      kicker: ["You're invited to celebrate", 'जश्न में आप सादर आमंत्रित हैं'],
      message: ['Your presence is the best gift', 'आपकी उपस्थिति ही सबसे बड़ा उपहार है'],
    },
    {
      layout: 'framed',
      background: radial(['#2b2b2b', '#0d0d0d']),
      pattern: 'none',
      palette: palette('#f4c95d', '#ffe8a3', '#d4a017', '#f5f5f5', '#1a1a1a'),
      decorations: ['sparkles', 'stars'],
    },
  ),
  template(
    'birthday-confetti-burst',
    'birthday',
    {
      name: ['Confetti Burst', 'कॉन्फ़ेटी धमाका'],
      sample: ['Kabir turns 18', 'कबीर हुआ 18 का'],
      kicker: ["Let's party!", 'चलो, पार्टी करें!'],
      message: ['Bring your dancing shoes', 'नाचने के लिए तैयार होकर आइए'],
    },
    {
      layout: 'band',
      background: linear(['#00b4d8', '#7b2ff7'], 135),
      pattern: 'none',
      palette: palette('#ffffff', '#ffe066', '#ff4d6d', '#ffffff', '#1b1464'),
      decorations: ['confetti', 'sparkles'],
    },
  ),
  template(
    'birthday-starry-night',
    'birthday',
    {
      name: ['Starry Night', 'तारों भरी रात'],
      sample: ["Riya's Birthday Bash", 'रिया का जन्मदिन'],
      kicker: ['A night to shine', 'एक जगमगाती शाम'],
      message: ['Dinner and music under the stars', 'तारों की छाँव में संगीत और डिनर'],
    },
    {
      layout: 'arch',
      background: linear(['#0b1d51', '#3a0ca3'], 90),
      pattern: 'none',
      palette: palette('#ffd166', '#ffffff', '#ffd166', '#e0e7ff', '#14213d'),
      decorations: ['stars', 'moon'],
    },
  ),
  template(
    'first-birthday-little-star',
    'first-birthday',
    {
      name: ['Little Star', 'नन्हा सितारा'],
      sample: ['Baby Anaya turns one', 'नन्ही अनाया का पहला जन्मदिन'],
      kicker: ['Celebrate a first birthday', 'पहले जन्मदिन की ख़ुशियाँ मनाइए'],
      message: ['Come bless the birthday baby', 'आइए, नन्हे मेहमान को आशीर्वाद दीजिए'],
    },
    {
      layout: 'arch',
      background: linear(['#e0f7fa', '#fce4ec'], 90),
      pattern: 'dots',
      palette: palette('#5e35b1', '#ec407a', '#ffca28', '#37474f', '#ffffff'),
      decorations: ['stars', 'cake'],
    },
  ),
  template(
    'baby-shower-godh-bharai',
    'baby-shower',
    {
      name: ['Godh Bharai Blessings', 'गोद भराई का आशीर्वाद'],
      sample: ["Priya's Godh Bharai", 'प्रिया की गोद भराई'],
      kicker: ['With joy we invite you to', 'हर्ष के साथ आपको आमंत्रित करते हैं'],
      message: ['Shower the mother-to-be with blessings', 'होने वाली माँ को अपने आशीर्वाद से नवाज़िए'],
    },
    {
      layout: 'framed',
      background: linear(['#fff8e1', '#ffe0b2'], 90),
      pattern: 'rangoli',
      palette: palette('#ad1457', '#e65100', '#ff8f00', '#4e342e', '#fffdf7'),
      decorations: ['marigold', 'mandala'],
    },
  ),
  template(
    'baby-shower-pastel-clouds',
    'baby-shower',
    {
      name: ['Pastel Clouds', 'हल्के बादल'],
      sample: ['Baby shower for Meera', 'मीरा का बेबी शावर'],
      kicker: ['A little one is on the way', 'एक नन्हा मेहमान आने वाला है'],
      message: ['Join us for games, treats and love', 'खेल, मिठाइयों और प्यार भरे पलों के लिए आइए'],
    },
    {
      layout: 'centered',
      background: linear(['#e3f2fd', '#f3e5f5'], 90),
      pattern: 'none',
      palette: palette('#5c6bc0', '#8e24aa', '#90caf9', '#37474f', '#ffffff'),
      decorations: ['bubbles', 'hearts'],
    },
  ),
  template(
    'namkaran-cradle',
    'namkaran',
    {
      name: ['Naming Ceremony', 'नामकरण संस्कार'],
      sample: ['Namkaran of our baby', 'हमारे शिशु का नामकरण'],
      kicker: ['Please join us for the', 'आप सपरिवार सादर आमंत्रित हैं'],
      message: ['Bless our little one with your love', 'हमारे नन्हे को आशीर्वाद देने अवश्य पधारें'],
    },
    {
      layout: 'arch',
      background: linear(['#fffde7', '#fff3e0'], 90),
      pattern: 'rangoli',
      palette: palette('#bf360c', '#6d4c41', '#f9a825', '#4e342e', '#ffffff'),
      decorations: ['marigold', 'stars'],
    },
  ),
  template(
    'annaprashan-first-bite',
    'annaprashan',
    {
      name: ['First Bite', 'पहला निवाला'],
      sample: ["Vihaan's Annaprashan", 'विहान का अन्नप्राशन'],
      kicker: ["Our baby's first rice ceremony", 'हमारे शिशु का अन्नप्राशन संस्कार'],
      message: ['Share the joy of the first meal', 'पहले निवाले की ख़ुशी में शामिल होइए'],
    },
    {
      layout: 'framed',
      background: solid('#fff8e7'),
      pattern: 'dots',
      palette: palette('#c62828', '#2e7d32', '#f9a825', '#3e2723', '#fffdf5'),
      decorations: ['leaves', 'mandala'],
    },
  ),
  template(
    'mundan-blessings',
    'mundan',
    {
      name: ['Mundan Blessings', 'मुंडन संस्कार'],
      sample: ["Ishaan's Mundan", 'ईशान का मुंडन'],
      kicker: ['You are warmly invited to the', 'आप सादर आमंत्रित हैं'],
      message: ['Your blessings mean the world to us', 'आपका आशीर्वाद हमारे लिए अनमोल है'],
    },
    {
      layout: 'centered',
      background: linear(['#fff3e0', '#ffe0b2'], 90),
      pattern: 'rangoli',
      palette: palette('#d84315', '#6a1b9a', '#ffb300', '#4e342e', '#ffffff'),
      decorations: ['marigold', 'diya'],
    },
  ),
  template(
    'welcome-baby-hello-world',
    'welcome-baby',
    {
      name: ['Hello World', 'नन्हा मेहमान'],
      sample: ['Welcome, Baby Saanvi', 'स्वागत है, नन्ही सान्वी'],
      kicker: ['Come meet our newest member', 'हमारे परिवार के नए सदस्य से मिलिए'],
      message: ['Our family just got bigger', 'हमारा परिवार अब और बड़ा हो गया है'],
    },
    {
      layout: 'band',
      background: linear(['#fce4ec', '#e1f5fe'], 45),
      pattern: 'dots',
      palette: palette('#ffffff', '#fff59d', '#f48fb1', '#ffffff', '#7e57c2'),
      decorations: ['bubbles', 'stars'],
    },
  ),
  template(
    'griha-pravesh-toran',
    'griha-pravesh',
    {
      name: ['Marigold Toran', 'गेंदे का तोरण'],
      sample: ['Our Griha Pravesh', 'हमारा गृह प्रवेश'],
      kicker: ['With the blessings of the elders', 'बड़ों के आशीर्वाद से'],
      message: ['Come bless our new home', 'हमारे नए घर को अपने आशीर्वाद से सजाइए'],
    },
    {
      layout: 'framed',
      background: linear(['#7b1113', '#4a0b0c'], 90),
      pattern: 'none',
      palette: palette('#ffd54f', '#ffe9b0', '#ff9800', '#fff8e1', '#5c0e10'),
      decorations: ['marigold', 'diya'],
    },
  ),
  template(
    'griha-pravesh-new-nest',
    'griha-pravesh',
    {
      name: ['New Nest', 'नया आशियाना'],
      sample: ['Housewarming Party', 'गृह प्रवेश की दावत'],
      kicker: ['We have moved!', 'हम नए घर में आ गए हैं!'],
      message: ['Dinner and good company await you', 'स्वादिष्ट भोजन और अपनों का साथ आपका इंतज़ार करेगा'],
    },
    {
      layout: 'arch',
      background: linear(['#e8f5e9', '#fffde7'], 90),
      pattern: 'grid',
      palette: palette('#2e7d32', '#5d4037', '#81c784', '#33691e', '#ffffff'),
      decorations: ['leaves', 'bunting'],
    },
  ),
  template(
    'anniversary-silver-hearts',
    'anniversary',
    {
      name: ['Silver Hearts', 'चाँदी के दिल'],
      sample: ['25 Years Together', 'साथ के 25 साल'],
      kicker: ['Celebrating a lifetime of love', 'प्यार भरे सफ़र का जश्न'],
      message: ['Join us as we renew our promises', 'हमारे वादों को दोहराने के पल में साथ रहिए'],
    },
    {
      layout: 'framed',
      background: linear(['#eceff1', '#cfd8dc'], 135),
      pattern: 'none',
      palette: palette('#37474f', '#607d8b', '#90a4ae', '#263238', '#ffffff'),
      decorations: ['hearts', 'sparkles'],
    },
  ),
  template(
    'anniversary-rose-gold',
    'anniversary',
    {
      name: ['Rose Gold', 'गुलाबी सुनहरा'],
      sample: ['Our 10th Anniversary', 'हमारी 10वीं सालगिरह'],
      kicker: ['Many happy years and counting', 'साथ का यह ख़ूबसूरत सफ़र'],
      message: ['An evening of dinner, music and memories', 'डिनर, संगीत और यादों से भरी एक शाम'],
    },
    {
      layout: 'arch',
      background: linear(['#f8d7da', '#e8b4b8'], 90),
      pattern: 'none',
      palette: palette('#8e3b46', '#b76e79', '#d4a373', '#4a2c2a', '#fff5f5'),
      decorations: ['hearts', 'rings'],
    },
  ),
  template(
    'engagement-ring-bliss',
    'engagement',
    {
      name: ['Ring Bliss', 'अंगूठी की रस्म'],
      sample: ['Ananya & Rohan are engaged', 'अनन्या और रोहन की सगाई'],
      kicker: ['Together with their families', 'परिवारजनों के आशीर्वाद से'],
      message: ['Please join us for the ring ceremony', 'सगाई की रस्म में पधारकर शोभा बढ़ाइए'],
    },
    {
      layout: 'centered',
      background: radial(['#fff1f3', '#f6c6cf']),
      pattern: 'none',
      palette: palette('#9d174d', '#be185d', '#d4a017', '#4a044e', '#ffffff'),
      decorations: ['rings', 'sparkles'],
    },
  ),
  template(
    'roka-red-thread',
    'roka',
    {
      name: ['Roka Rasm', 'रोके की रस्म'],
      sample: ['Roka Ceremony', 'रोका समारोह'],
      kicker: ['Two families, one celebration', 'दो परिवार, एक ख़ुशी'],
      message: ['Your presence will make it special', 'आपकी उपस्थिति इस दिन को ख़ास बना देगी'],
    },
    {
      layout: 'band',
      background: linear(['#b71c1c', '#880e4f'], 90),
      pattern: 'rangoli',
      palette: palette('#ffd54f', '#ffffff', '#ffca28', '#fff3e0', '#5d0a1e'),
      decorations: ['marigold', 'sparkles'],
    },
  ),
  template(
    'mehendi-henna-vines',
    'mehendi',
    {
      name: ['Henna Vines', 'मेहंदी की बेलें'],
      sample: ['Mehendi Night', 'मेहंदी की रात'],
      kicker: ['Come, colour your hands with us', 'आइए, हाथों में मेहंदी रचाइए'],
      message: ['Music, dance and lots of mehendi', 'गीत, नाच और ढेर सारी मेहंदी'],
    },
    {
      layout: 'arch',
      background: linear(['#33691e', '#1b5e20'], 90),
      pattern: 'rangoli',
      palette: palette('#ffeb3b', '#fff9c4', '#cddc39', '#f1f8e9', '#234d12'),
      decorations: ['leaves', 'mandala'],
    },
  ),
  template(
    'haldi-sunshine',
    'haldi',
    {
      name: ['Haldi Sunshine', 'हल्दी की धूप'],
      sample: ['Haldi Ceremony', 'हल्दी की रस्म'],
      kicker: ['A splash of yellow and joy', 'पीले रंग और ख़ुशियों की बौछार'],
      message: ['Wear yellow and come ready to get messy', 'पीले कपड़ों में आइए, हल्दी लगने को तैयार रहिए'],
    },
    {
      layout: 'centered',
      background: radial(['#fff59d', '#fbc02d']),
      pattern: 'dots',
      palette: palette('#bf360c', '#6d4c41', '#ff6f00', '#4e342e', '#fffde7'),
      decorations: ['marigold', 'splash'],
    },
  ),
  template(
    'sangeet-night',
    'sangeet',
    {
      name: ['Sangeet Night', 'संगीत संध्या'],
      sample: ['Sangeet Sandhya', 'संगीत संध्या'],
      kicker: ['An evening of music and dance', 'गीत-संगीत और नृत्य की एक शाम'],
      message: ['Bring your best moves!', 'अपने सबसे अच्छे ठुमके लेकर आइए!'],
    },
    {
      layout: 'band',
      background: linear(['#4a148c', '#880e4f'], 135),
      pattern: 'waves',
      palette: palette('#ffd740', '#ffffff', '#ff80ab', '#f3e5f5', '#2a0845'),
      decorations: ['sparkles', 'bunting'],
    },
  ),
  template(
    'wedding-royal-mandap',
    'wedding',
    {
      name: ['Royal Mandap', 'शाही मंडप'],
      sample: ['Shubh Vivah', 'शुभ विवाह'],
      kicker: ['With the blessings of our families', 'परिवारजनों के आशीर्वाद से'],
      message: ['We request the honour of your presence', 'आपकी गरिमामयी उपस्थिति प्रार्थनीय है'],
    },
    {
      layout: 'arch',
      background: linear(['#7f0000', '#4a0000'], 90),
      pattern: 'rangoli',
      palette: palette('#ffd54f', '#ffecb3', '#ffb300', '#fff8e1', '#5a0000'),
      decorations: ['marigold', 'mandala'],
    },
  ),
  template(
    'wedding-ivory-floral',
    'wedding',
    {
      name: ['Ivory Floral', 'श्वेत पुष्प'],
      sample: ['Aditi weds Karan', 'अदिति संग करण'],
      kicker: ['Please join us for the wedding of', 'शुभ विवाह का निमंत्रण'],
      message: ['Dinner and dancing to follow', 'इसके बाद भोजन और नृत्य का आयोजन है'],
    },
    {
      layout: 'framed',
      background: solid('#fffaf0'),
      pattern: 'none',
      palette: palette('#8d6e63', '#a1887f', '#c5a572', '#4e342e', '#ffffff'),
      decorations: ['leaves', 'rings'],
    },
  ),
  template(
    'reception-evening-gala',
    'reception',
    {
      name: ['Evening Gala', 'शानदार शाम'],
      sample: ['Wedding Reception', 'विवाह स्वागत समारोह'],
      kicker: ['Celebrate the newlyweds', 'नवदंपती को शुभकामनाएँ देने आइए'],
      message: ['Dinner, music and blessings', 'भोजन, संगीत और आशीर्वाद'],
    },
    {
      layout: 'framed',
      background: linear(['#0f2027', '#203a43'], 90),
      pattern: 'none',
      palette: palette('#e6c36a', '#f5e6c4', '#c9a227', '#eceff1', '#10252d'),
      decorations: ['sparkles', 'stars'],
    },
  ),
  template(
    'kitty-party-pink-fizz',
    'kitty-party',
    {
      name: ['Pink Fizz', 'गुलाबी रंगत'],
      sample: ['Monthly Kitty Party', 'मासिक किटी पार्टी'],
      kicker: ["Ladies, it's kitty time!", 'सखियों, किटी का वक़्त आ गया!'],
      message: ['Theme: dress in pink', 'थीम: गुलाबी परिधान'],
    },
    {
      layout: 'centered',
      background: linear(['#ff80ab', '#f48fb1'], 90),
      pattern: 'stripes',
      palette: palette('#880e4f', '#4a148c', '#ffffff', '#3e0020', '#fff0f6'),
      decorations: ['hearts', 'sparkles'],
    },
  ),
  template(
    'kitty-party-tambola',
    'kitty-party',
    {
      name: ['Tambola Afternoon', 'तंबोला वाली दोपहर'],
      sample: ['Kitty & Tambola', 'किटी और तंबोला'],
      kicker: ['Games, gossip and good food', 'खेल, गपशप और लज़ीज़ खाना'],
      message: ["Don't forget your tickets!", 'अपने टिकट लाना न भूलें!'],
    },
    {
      layout: 'band',
      background: linear(['#ffecb3', '#ffe082'], 90),
      pattern: 'grid',
      palette: palette('#ffffff', '#fff59d', '#e91e63', '#ffffff', '#ad1457'),
      decorations: ['confetti', 'bunting'],
    },
  ),
  template(
    'diwali-diya-glow',
    'diwali-party',
    {
      name: ['Diya Glow', 'दीयों की रोशनी'],
      sample: ['Diwali Milan', 'दीपावली मिलन'],
      kicker: ['Wishing you a Happy Diwali', 'दीपावली की हार्दिक शुभकामनाएँ'],
      message: ['Join us for lights, sweets and joy', 'रोशनी, मिठाइयों और ख़ुशियों के लिए पधारें'],
    },
    {
      layout: 'arch',
      background: radial(['#3d0c5c', '#12002b']),
      pattern: 'none',
      palette: palette('#ffc107', '#ffe082', '#ff9800', '#fff3e0', '#24003f'),
      decorations: ['diya', 'sparkles'],
    },
  ),
  template(
    'diwali-rangoli-night',
    'diwali-party',
    {
      name: ['Rangoli Night', 'रंगोली की रात'],
      sample: ['Diwali Party', 'दिवाली पार्टी'],
      kicker: ['Celebrate the festival of lights', 'दीपों के त्योहार का जश्न'],
      message: ['Cards, sweets and a festive dinner', 'ताश, मिठाइयाँ और त्योहारी दावत'],
    },
    {
      layout: 'framed',
      background: linear(['#1a237e', '#4a148c'], 90),
      pattern: 'rangoli',
      palette: palette('#ffca28', '#ffffff', '#ff4081', '#ede7f6', '#1a1050'),
      decorations: ['mandala', 'diya'],
    },
  ),
  template(
    'holi-colour-splash',
    'holi-party',
    {
      name: ['Colour Splash', 'रंगों की बौछार'],
      sample: ['Holi Hai!', 'होली है!'],
      kicker: ['Bura na mano, Holi hai!', 'बुरा न मानो, होली है!'],
      message: ['Colours, thandai and music', 'रंग, ठंडाई और संगीत'],
    },
    {
      layout: 'centered',
      background: solid('#ffffff'),
      pattern: 'none',
      palette: palette('#d500f9', '#00897b', '#ff1744', '#263238', '#ffffff'),
      decorations: ['splash', 'confetti'],
    },
  ),
  template(
    'lohri-bonfire',
    'lohri',
    {
      name: ['Bonfire Night', 'लोहड़ी की आग'],
      sample: ['Lohri di Raat', 'लोहड़ी की रात'],
      kicker: ['Lohri di lakh lakh vadhaiyan', 'लोहड़ी की लाख-लाख बधाइयाँ'],
      message: ['Bonfire, bhangra, gajak and rewari', 'अलाव, भांगड़ा, गजक और रेवड़ी'],
    },
    {
      layout: 'band',
      background: linear(['#1a0f00', '#4e1a00'], 90),
      pattern: 'none',
      palette: palette('#ffab00', '#ffe0b2', '#ff6d00', '#fff3e0', '#2d1200'),
      decorations: ['sparkles', 'stars'],
    },
  ),
  template(
    'eid-crescent',
    'eid',
    {
      name: ['Crescent Moon', 'ईद का चाँद'],
      sample: ['Eid Milan', 'ईद मिलन'],
      kicker: ['Eid Mubarak!', 'ईद मुबारक!'],
      message: ['Join us for sewaiyan and celebration', 'सेवइयों और ख़ुशियों में शामिल होइए'],
    },
    {
      layout: 'arch',
      background: linear(['#004d40', '#00251a'], 90),
      pattern: 'none',
      palette: palette('#ffd54f', '#e0f2f1', '#ffca28', '#e0f2f1', '#00352c'),
      decorations: ['moon', 'stars'],
    },
  ),
  template(
    'christmas-merry-stars',
    'christmas',
    {
      name: ['Merry Stars', 'क्रिसमस के सितारे'],
      sample: ['Christmas Party', 'क्रिसमस पार्टी'],
      kicker: ['Merry Christmas!', 'मेरी क्रिसमस!'],
      message: ['Carols, cake and good cheer', 'कैरल, केक और ढेर सारी ख़ुशियाँ'],
    },
    {
      layout: 'framed',
      background: linear(['#b71c1c', '#7f0000'], 90),
      pattern: 'dots',
      palette: palette('#ffffff', '#c8e6c9', '#ffd54f', '#ffebee', '#5a0000'),
      decorations: ['stars', 'leaves'],
    },
  ),
  template(
    'new-year-countdown',
    'new-year',
    {
      name: ['Countdown', 'उलटी गिनती'],
      sample: ["New Year's Eve Bash", 'नए साल की पार्टी'],
      kicker: ['Ring in the New Year with us', 'नए साल का स्वागत हमारे साथ कीजिए'],
      message: ['Music, dance and a midnight toast', 'संगीत, नृत्य और आधी रात का जश्न'],
    },
    {
      layout: 'centered',
      background: radial(['#1c1c3c', '#000000']),
      pattern: 'none',
      palette: palette('#ffd700', '#e0e0e0', '#c0c0c0', '#f5f5f5', '#111122'),
      decorations: ['confetti', 'sparkles'],
    },
  ),
  template(
    'pooja-sacred-mandala',
    'pooja',
    {
      name: ['Sacred Mandala', 'पावन मंडल'],
      sample: ['Ganesh Pooja', 'गणेश पूजा'],
      kicker: ['Shubh aamantran', 'शुभ आमंत्रण'],
      message: ['Please join us for the pooja and prasad', 'पूजा और प्रसाद ग्रहण करने अवश्य पधारें'],
    },
    {
      layout: 'arch',
      background: linear(['#ff8f00', '#e65100'], 90),
      pattern: 'rangoli',
      palette: palette('#7f0000', '#4e342e', '#fff176', '#3e2723', '#fff8e1'),
      decorations: ['mandala', 'diya'],
    },
  ),
  template(
    'satyanarayan-katha-lotus',
    'satyanarayan-katha',
    {
      name: ['Lotus Katha', 'कमल कथा'],
      sample: ['Shri Satyanarayan Katha', 'श्री सत्यनारायण कथा'],
      kicker: ['With the grace of the Lord', 'प्रभु की असीम कृपा से'],
      message: ['Aarti followed by prasad', 'कथा के बाद आरती और प्रसाद'],
    },
    {
      layout: 'framed',
      background: linear(['#fff8e1', '#ffecb3'], 90),
      pattern: 'none',
      palette: palette('#b71c1c', '#e65100', '#ec407a', '#3e2723', '#fffdf5'),
      decorations: ['mandala', 'marigold'],
    },
  ),
  template(
    'jagran-mata-ki-chowki',
    'jagran',
    {
      name: ['Mata ki Chowki', 'माता की चौकी'],
      sample: ['Mata ka Jagran', 'माता का जागरण'],
      kicker: ['Jai Mata Di', 'जय माता दी'],
      message: ['Bhajans through the night, then bhandara', 'रात भर भजन-कीर्तन, उसके बाद भंडारा'],
    },
    {
      layout: 'band',
      background: linear(['#c62828', '#8e0000'], 90),
      pattern: 'rangoli',
      palette: palette('#ffeb3b', '#ffffff', '#ffc107', '#fff8e1', '#5d0000'),
      decorations: ['diya', 'marigold'],
    },
  ),
  template(
    'retirement-new-chapter',
    'retirement',
    {
      name: ['New Chapter', 'नया अध्याय'],
      sample: ['Sharma ji Retires', 'शर्मा जी की सेवानिवृत्ति'],
      kicker: ['After years of dedicated service', 'वर्षों की समर्पित सेवा के बाद'],
      message: ['Join us to wish a happy retirement', 'सुखद सेवानिवृत्ति की शुभकामनाएँ देने आइए'],
    },
    {
      layout: 'framed',
      background: linear(['#e0f2f1', '#b2dfdb'], 90),
      pattern: 'none',
      palette: palette('#004d40', '#00695c', '#ffb300', '#263238', '#ffffff'),
      decorations: ['leaves', 'stars'],
    },
  ),
  template(
    'farewell-fond-goodbye',
    'farewell',
    {
      name: ['Fond Goodbye', 'यादगार विदाई'],
      sample: ['Farewell for Pooja', 'पूजा की विदाई'],
      kicker: ["It's not goodbye, it's see you soon", 'यह अलविदा नहीं, फिर मिलेंगे'],
      message: ["Let's make one last memory together", 'आइए, साथ मिलकर एक और याद बनाएँ'],
    },
    {
      layout: 'band',
      background: linear(['#ffcc80', '#ff8a65'], 135),
      pattern: 'waves',
      palette: palette('#ffffff', '#fff3e0', '#ffffff', '#ffffff', '#bf360c'),
      decorations: ['bunting', 'hearts'],
    },
  ),
  template(
    'graduation-cap-toss',
    'graduation',
    {
      name: ['Cap Toss', 'डिग्री का जश्न'],
      sample: ['Aryan Graduates!', 'आर्यन की डिग्री'],
      kicker: ['The hard work paid off!', 'मेहनत रंग लाई!'],
      message: ['Celebrate this milestone with us', 'इस उपलब्धि की ख़ुशी में शामिल होइए'],
    },
    {
      layout: 'centered',
      background: linear(['#0d47a1', '#002171'], 90),
      pattern: 'grid',
      palette: palette('#ffd54f', '#ffffff', '#ffd54f', '#e3f2fd', '#0a2a66'),
      decorations: ['stars', 'confetti'],
    },
  ),
  template(
    'get-together-warm-welcome',
    'get-together',
    {
      name: ['Warm Welcome', 'अपनों का मेला'],
      sample: ['Family Get-together', 'पारिवारिक मिलन'],
      kicker: ["It's been too long!", 'बहुत दिन हो गए!'],
      message: ['Good food, old stories and new memories', 'अच्छा खाना, पुरानी बातें और नई यादें'],
    },
    {
      layout: 'arch',
      background: linear(['#fff3e0', '#ffe0b2'], 90),
      pattern: 'dots',
      palette: palette('#e65100', '#6d4c41', '#ffa726', '#4e342e', '#ffffff'),
      decorations: ['bunting', 'leaves'],
    },
  ),
  template(
    'game-night-dice',
    'game-night',
    {
      name: ['Dice & Cards', 'पासे और पत्ते'],
      sample: ['Game Night', 'गेम नाइट'],
      kicker: ['Ready, set, play!', 'तैयार? खेल शुरू!'],
      message: ['Snacks on us, bring your A-game', 'नाश्ता हमारी तरफ़ से, आप बस जीतने आइए'],
    },
    {
      layout: 'band',
      background: linear(['#00695c', '#004d40'], 90),
      pattern: 'grid',
      palette: palette('#ffffff', '#ffeb3b', '#ff5252', '#e0f2f1', '#263238'),
      decorations: ['confetti', 'stars'],
    },
  ),
  template(
    'dinner-party-candlelight',
    'dinner-party',
    {
      name: ['Candlelight', 'मोमबत्ती की रोशनी'],
      sample: ['Dinner at Ours', 'हमारे घर डिनर'],
      kicker: ["You're invited to dinner", 'रात के खाने पर आपका इंतज़ार है'],
      message: ['Good food tastes better with friends', 'दोस्तों के साथ खाना और भी स्वादिष्ट लगता है'],
    },
    {
      layout: 'framed',
      background: radial(['#3e2723', '#1b0f0b']),
      pattern: 'none',
      palette: palette('#ffcc80', '#ffe0b2', '#ffab40', '#efebe9', '#2a1a14'),
      decorations: ['diya', 'leaves'],
    },
  ),
  template(
    'kids-party-jungle',
    'kids-party',
    {
      name: ['Jungle Fun', 'जंगल की मस्ती'],
      sample: ["Kiaan's Jungle Party", 'कियान की जंगल पार्टी'],
      kicker: ["Roar! It's party time", 'दहाड़ो! पार्टी का वक़्त है'],
      message: ['Games, a magic show and cake', 'खेल, जादू का शो और केक'],
    },
    {
      layout: 'centered',
      background: linear(['#c5e1a5', '#8bc34a'], 90),
      pattern: 'dots',
      palette: palette('#1b5e20', '#e65100', '#ffeb3b', '#1b3a0e', '#f1f8e9'),
      decorations: ['leaves', 'balloons'],
    },
  ),
  template(
    'kids-party-bubble-bash',
    'kids-party',
    {
      name: ['Bubble Bash', 'बुलबुलों की पार्टी'],
      sample: ["Myra's Play Date", 'मायरा की पार्टी'],
      kicker: ['Come play with us!', 'आओ, साथ खेलें!'],
      message: ['Bubbles, balloons and big smiles', 'बुलबुले, गुब्बारे और ढेर सारी मुस्कानें'],
    },
    {
      layout: 'arch',
      background: linear(['#b3e5fc', '#e1bee7'], 45),
      pattern: 'none',
      palette: palette('#0277bd', '#8e24aa', '#4fc3f7', '#263238', '#ffffff'),
      decorations: ['bubbles', 'balloons'],
    },
  ),
  template(
    'reunion-old-friends',
    'reunion',
    {
      name: ['Old Friends', 'पुराने दोस्त'],
      sample: ['Class of 2006 Reunion', '2006 बैच का पुनर्मिलन'],
      kicker: ['Same friends, new stories', 'वही दोस्त, नई कहानियाँ'],
      message: ["Let's catch up like old times", 'चलो, पुराने दिनों की तरह फिर मिलते हैं'],
    },
    {
      layout: 'band',
      background: linear(['#ffe082', '#ffb74d'], 90),
      pattern: 'stripes',
      palette: palette('#ffffff', '#fff8e1', '#ff7043', '#ffffff', '#5d4037'),
      decorations: ['bunting', 'stars'],
    },
  ),
  template(
    'other-simple-elegance',
    'other',
    {
      name: ['Simple Elegance', 'सादगी'],
      sample: ["You're Invited", 'आपका स्वागत है'],
      kicker: ['Please join us', 'आप सादर आमंत्रित हैं'],
      message: ['We look forward to seeing you', 'आपकी प्रतीक्षा रहेगी'],
    },
    {
      layout: 'framed',
      background: solid('#fafafa'),
      pattern: 'none',
      palette: palette('#212121', '#616161', '#9e9e9e', '#424242', '#ffffff'),
      decorations: ['leaves'],
    },
  ),
  template(
    'other-festive-sparkle',
    'other',
    {
      name: ['Festive Sparkle', 'उत्सव की चमक'],
      sample: ['Celebration Time', 'जश्न का समय'],
      kicker: ['Something special is happening', 'कुछ ख़ास होने वाला है'],
      message: ['Come celebrate with us', 'हमारे साथ जश्न मनाइए'],
    },
    {
      layout: 'centered',
      background: linear(['#ff6f00', '#c2185b'], 135),
      pattern: 'none',
      palette: palette('#ffffff', '#fff59d', '#ffffff', '#fff3e0', '#4a0e2e'),
      decorations: ['sparkles', 'confetti'],
    },
  ),
];

const BY_ID = new Map(INVITE_TEMPLATES.map((entry) => [entry.id, entry]));

/** The template of `id`, or undefined for an unknown id. */
export function templateById(id: string): InviteTemplate | undefined {
  return BY_ID.get(id);
}

/** The templates of one occasion key, in catalogue order (empty for an occasion with none). */
export function templatesByCategory(category: string): InviteTemplate[] {
  return INVITE_TEMPLATES.filter((entry) => entry.category === category);
}
