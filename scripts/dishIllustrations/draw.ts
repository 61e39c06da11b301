/**
 * Dish illustrations, pure part (no file access): `illustrationSvg(dish)` draws one 320x240 flat SVG
 * in the style of the hand-made ones (pastel background, a white plate, bowl or glass seen at an angle,
 * food in warm colours). The picture is chosen from the dish's meal group and the words of its name
 * (`archetypeOf`), and varied per slug by a hash-seeded random stream, so the same dish always gives
 * the same bytes. `scripts/dish-illustrations.ts` writes the files and `data/catalogue/dishImages.ts`.
 */

/** What the drawing needs of a dish of either catalogue (chef dishes and party-food dishes). */
export interface IllustratedDish {
  readonly slug: string;
  readonly name: string;
  readonly mealGroup: string;
}

/** Illustrations drawn by hand: the generator never overwrites these files. */
export const HAND_MADE_SLUGS: readonly string[] = [
  'aloo-paratha',
  'amritsari-chole',
  'boondi-raita',
  'butter-chicken',
  'butter-naan',
  'chicken-tikka',
  'chilli-paneer-dry',
  'cold-coffee',
  'cream-of-tomato-soup',
  'dal-makhani',
  'gajar-ka-halwa',
  'green-salad',
  'gulab-jamun',
  'hyderabadi-chicken-dum-biryani',
  'idli-sambar',
  'jalebi',
  'jeera-rice',
  'kanda-poha',
  'mango-lassi',
  'margherita-pizza',
  'masala-chai',
  'masala-dosa',
  'masala-papad',
  'mutton-rogan-josh',
  'palak-paneer',
  'paneer-butter-masala',
  'paneer-tikka',
  'pav-bhaji',
  'penne-alfredo',
  'rajma-masala',
  'rasmalai',
  'rice-kheer',
  'samosa',
  'tandoori-chicken',
  'veg-biryani',
  'veg-hakka-noodles',
  'veg-manchurian-dry',
  'veg-momos',
  'veg-spring-roll',
  'virgin-mojito',
];

/** The dishes of several catalogues, a slug once: the first list's row wins (a shared slug is one dish, one file). */
export function uniqueDishes(...lists: readonly (readonly IllustratedDish[])[]): IllustratedDish[] {
  const seen = new Set<string>();
  return lists.flat().filter((dish) => !seen.has(dish.slug) && Boolean(seen.add(dish.slug)));
}

/** Public URL of a dish's illustration (under `public/`). */
export function illustrationUrl(slug: string): string {
  return `/uploads/dishes/${slug}.svg`;
}

// ───────────────────────────── numbers, randomness ─────────────────────────────

type Rng = () => number;
type Pt = readonly [number, number];

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, well-spread deterministic generator. */
function rngFor(seedText: string): Rng {
  let a = hashString(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number as short SVG text: one decimal at most, no leading zero (`.5`, `-.5`). */
function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return String(r === 0 ? 0 : r).replace(/^(-?)0\./, '$1.');
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();
const int = (rng: Rng, lo: number, hi: number): number => Math.floor(between(rng, lo, hi + 1));
function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// ───────────────────────────── SVG elements ─────────────────────────────

const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const C = (cx: number, cy: number, r: number, fill: string): string => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/>`;
const P = (d: string, fill: string, extra = ''): string => (d === '' ? '' : `<path d="${d}" fill="${fill}"${extra}/>`);
/** A round-capped stroke, like the hand-made files draw speckles (`h0`), grains and drizzles (joins: only smooth curves). */
const S = (d: string, stroke: string, width: number, extra = ''): string =>
  d === '' ? '' : `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra}/>`;
const G = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
const rot = (deg: number, x: number, y: number): string => `rotate(${f(deg)} ${f(x)} ${f(y)})`;
const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra}/>`;

// ───────────────────────────── scattering ─────────────────────────────

/** `n` well-spread points inside an ellipse (best-candidate sampling), sorted back to front. */
function spots(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    let best: Pt = [cx, cy];
    let bestDistance = -1;
    for (let k = 0; k < 12; k++) {
      const a = rng() * Math.PI * 2;
      const r = Math.sqrt(rng());
      const p: Pt = [Math.round(cx + rx * r * Math.cos(a)), Math.round(cy + ry * r * Math.sin(a))];
      let d = Infinity;
      for (const q of out) d = Math.min(d, ((p[0] - q[0]) / rx) ** 2 + ((p[1] - q[1]) / ry) ** 2);
      if (d > bestDistance) {
        bestDistance = d;
        best = p;
      }
    }
    out.push(best);
  }
  return out.sort((a, b) => a[1] - b[1]);
}

/** Random points in an ellipse (clumps allowed: for fine speckles). */
function scatter(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng());
    out.push([Math.round(cx + rx * r * Math.cos(a)), Math.round(cy + ry * r * Math.sin(a))]);
  }
  return out;
}

/** Round dots (`M x y h0` with round caps), the hand-made files' speckle. */
const dotsAt = (pts: readonly Pt[], color: string, width: number): string => S(pts.map(([x, y]) => `M${x} ${y}h0`).join(''), color, width);
const speckle = (rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number, color: string, width: number): string =>
  dotsAt(scatter(rng, cx, cy, rx, ry, n), color, width);

/** Short strokes in random directions: rice grains, sev, herbs, nuts. */
function grains(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number, len: number, color: string, width: number): string {
  let d = '';
  for (const [x, y] of scatter(rng, cx, cy, rx, ry, n)) {
    const a = rng() * Math.PI;
    d += `M${x} ${y}l${f(len * Math.cos(a))} ${f(len * Math.sin(a))}`;
  }
  return S(d, color, width);
}

/** One pointed leaf from (x, y), `len` long at angle `a`. */
function leafD(x: number, y: number, len: number, a: number): string {
  const dx = len * Math.cos(a);
  const dy = len * Math.sin(a);
  const cx = dx / 2 - 0.4 * dy;
  const cy = dy / 2 + 0.4 * dx;
  return `M${f(x)} ${f(y)}q${f(cx)} ${f(cy)} ${f(dx)} ${f(dy)}q${f(-cx)} ${f(-cy)} ${f(-dx)} ${f(-dy)}z`;
}

/** Coriander/mint leaves scattered over an area. */
function herbs(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number, color = '#3c9a3a', len = 7): string {
  return P(
    scatter(rng, cx, cy, rx, ry, n)
      .map(([x, y]) => leafD(x, y, len * between(rng, 0.8, 1.2), rng() * Math.PI * 2))
      .join(''),
    color,
  );
}

/** An irregular rounded lump (meat, potato, pakora). */
function blobD(rng: Rng, cx: number, cy: number, rx: number, ry: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 + (rng() - 0.5) * 0.25;
    const k = (0.9 + rng() * 0.2) * (i % 2 ? 1.1 : 1);
    pts.push([cx + rx * k * Math.cos(a), cy + ry * k * Math.sin(a)]);
  }
  const p = (q: Pt | undefined): string => (q ? `${Math.round(q[0])} ${Math.round(q[1])}` : '');
  let d = `M${p(pts[0])}`;
  for (let i = 1; i < 12; i += 2) d += `Q${p(pts[i])} ${p(pts[(i + 1) % 12])}`;
  return `${d}z`;
}

// ───────────────────────────── backgrounds and vessels ─────────────────────────────

interface Tint {
  bg: string;
  shadow: string;
  stripe: string;
}

/** The hand-made files' pastel backgrounds, each with its shadow and bowl-stripe shade. */
const TINTS: readonly Tint[] = [
  { bg: '#e8f5ee', shadow: '#cfe8da', stripe: '#d6ebe0' },
  { bg: '#fff7e6', shadow: '#f3e3c3', stripe: '#f1e3cf' },
  { bg: '#fbe9f0', shadow: '#f0d0dd', stripe: '#f3d9e3' },
  { bg: '#efe7f7', shadow: '#ddd0ec', stripe: '#e7dcf2' },
  { bg: '#e8f1fb', shadow: '#d0e0f2', stripe: '#dbe7f5' },
];

const svg = (t: Tint, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" aria-hidden="true"><rect width="320" height="240" fill="${t.bg}"/>${body}</svg>`;

/** The big white plate; its food area is centred on (160, 145), 100 x 48. */
const plate = (t: Tint): string => E(164, 151, 132, 66, t.shadow) + E(160, 142, 132, 66, '#ffffff') + E(160, 145, 100, 48, '#f3efe8');

type BowlKind = 'white' | 'clay' | 'blue' | 'kadai';

/** A deep bowl seen at an angle; its food surface is centred on (160, top + 2), 90 x 25. */
function bowl(t: Tint, food: string, kind: BowlKind = 'white', top = 112): string {
  const y = top;
  if (kind === 'kadai') {
    return (
      E(164, y + 74, 92, 12, t.shadow) +
      S(`M58 ${y - 2}q-22 -2 -20 12q4 10 24 4M262 ${y - 2}q22 -2 20 12q-4 10 -24 4`, '#3a3a3a', 5) +
      P(`M56 ${y}C62 ${y + 52} 108 ${y + 72} 160 ${y + 72}C212 ${y + 72} 258 ${y + 52} 264 ${y}z`, '#3d3d3d') +
      S(`M70 ${y + 26}Q160 ${y + 50} 250 ${y + 26}`, '#4e4e4e', 5) +
      E(160, y, 104, 32, '#585858') +
      E(160, y + 2, 94, 26, food)
    );
  }
  const [body, stripe, rim] =
    kind === 'clay'
      ? ['#c07a3a', '#a8622a', '#d9964e']
      : kind === 'blue'
        ? ['#4a7fb5', '#ffffff', '#5e91c4']
        : ['#ffffff', t.stripe, '#ffffff'];
  return (
    E(164, y + 86, 75, 12, t.shadow) +
    P(`M60 ${y}C60 ${y + 57} 105 ${y + 88} 160 ${y + 88}C215 ${y + 88} 260 ${y + 57} 260 ${y}z`, body) +
    S(`M67 ${y + 33}Q160 ${y + 55} 253 ${y + 33}`, stripe, 6) +
    E(160, y, 100, 32, rim) +
    E(160, y + 2, 90, 25, food)
  );
}

/** A heaped mound rising out of a bowl whose rim is at `top`. */
const mound = (top: number, fill: string, h = 60): string =>
  P(`M70 ${top + 2}Q78 ${top + 6 - h} 160 ${top - h}Q242 ${top + 6 - h} 250 ${top + 2}Q160 ${top + 26} 70 ${top + 2}z`, fill);

/** A small steel katori of chutney, sauce or curry. */
function katori(t: Tint, cx: number, cy: number, r: number, fill: string): string {
  const h = r * 0.7;
  return (
    E(cx + 2, cy + h, r * 0.7, r * 0.16, t.shadow) +
    P(
      `M${f(cx - r)} ${f(cy)}Q${f(cx - r + 2)} ${f(cy + h)} ${f(cx)} ${f(cy + h)}Q${f(cx + r - 2)} ${f(cy + h)} ${f(cx + r)} ${f(cy)}z`,
      '#cfd5db',
    ) +
    E(cx, cy, r, r / 3, '#e4e8ec') +
    E(cx, cy + 1, r - 3, r / 3 - 2, fill)
  );
}

const lemon = (cx: number, cy: number, deg: number): string =>
  G(
    rot(deg, cx, cy),
    P(`M${cx - 16} ${cy}a16 11 0 0 0 32 0z`, '#f4d03f') +
      P(`M${cx - 13} ${cy}a13 7 0 0 0 26 0z`, '#fbeaa0') +
      S(`M${cx - 16} ${cy}h32`, '#e8be2a', 2.7),
  );

/** Raw onion rings (pink-purple loops). */
const onionRings = (rings: readonly (readonly [number, number, number])[], color = '#c46aa4'): string =>
  S(
    rings.map(([x, y, r]) => `M${x - r} ${y}a${r} ${f(r * 0.56)} 0 1 0 ${2 * r} 0a${r} ${f(r * 0.56)} 0 1 0 ${-2 * r} 0`).join(''),
    color,
    3,
  );

/** A 3-D cube: paneer, dhokla, butter. */
function cube(x: number, y: number, s: number, front: string, top: string, side: string): string {
  const d = Math.round(s / 3);
  return (
    P(`M${f(x)} ${f(y)}h${f(s)}v${f(s)}h${f(-s)}z`, front) +
    P(`M${f(x)} ${f(y)}l${d} ${-d}h${f(s)}l${-d} ${d}z`, top) +
    P(`M${f(x + s)} ${f(y)}l${d} ${-d}v${f(s)}l${-d} ${d}z`, side)
  );
}
const butterCube = (x: number, y: number, s = 18): string => cube(x, y, s, '#ffe08a', '#fff0b8', '#f0c850');

/** A lump with a lighter top: chicken, mutton, potato. */
const chunk = (rng: Rng, cx: number, cy: number, rx: number, ry: number, dark: string, light: string): string =>
  P(blobD(rng, cx, cy, rx, ry), dark) + E(cx - rx * 0.2, cy - ry * 0.25, rx * 0.55, ry * 0.45, light);

/** A round sweet or kofta with a shine. */
const ball = (cx: number, cy: number, r: number, dark: string, mid: string, shine: string): string =>
  C(cx, cy, r, dark) +
  C(cx - r * 0.1, cy - r * 0.16, r * 0.74, mid) +
  S(`M${f(cx - r * 0.5)} ${f(cy - r * 0.45)}q${f(r * 0.2)} ${f(-r * 0.22)} ${f(r * 0.48)} ${f(-r * 0.22)}`, shine, 3);

const eggHalf = (cx: number, cy: number, rim = ''): string =>
  (rim ? E(cx, cy + 2, 16, 11, rim) : '') + E(cx, cy, 15, 10, '#fffdf4') + E(cx + 1, cy, 7, 5.5, '#f4b824');

const prawn = (x: number, y: number, deg: number): string =>
  G(
    rot(deg, x, y),
    S(`M${x - 10} ${y}a10 9 0 1 1 20 0`, '#e8663a', 9) +
      S(`M${x - 9} ${y - 3}a9 8 0 0 1 16 -2`, '#f6a47a', 3) +
      P(`M${x + 9} ${y + 2}l8 6l-11 1z`, '#d8502a'),
  );

const fishSteak = (x: number, y: number, fill = '#e6b070', hi = '#f6d7a4'): string =>
  P(`M${x - 16} ${y - 4}q16 -12 32 0q5 10 -4 13q-12 6 -24 0q-9 -3 -4 -13z`, fill) + S(`M${x - 11} ${y - 4}q11 -7 22 0`, hi, 3);

const mushroom = (x: number, y: number): string =>
  R(x - 4, y - 2, 8, 10, 3, '#efe2cc') +
  P(`M${x - 11} ${y}a11 9 0 0 1 22 0q-11 4 -22 0z`, '#9a6a40') +
  S(`M${x - 6} ${y - 4}q5 -4 11 -1`, '#c08e5e', 2.5);

const greenChilli = (x: number, y: number, deg: number, len = 26): string =>
  G(rot(deg, x, y), S(`M${x} ${y}q${len / 2} -8 ${len} 0`, '#3f8f2f', 6) + S(`M${x - 1} ${y}l-4 -3`, '#6a8a2a', 3));

const redChilli = (x: number, y: number, deg: number): string =>
  G(rot(deg, x, y), S(`M${x} ${y}q8 -5 16 0`, '#b8261a', 5) + S(`M${x - 1} ${y}l-3 -2`, '#5a7a2a', 2.5));

/** Penne tubes (one path for all, plus one for their shine), turned at random. */
function penne(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number): string {
  let body = '';
  let shine = '';
  for (const [x, y] of spots(rng, cx, cy, rx, ry, n)) {
    const a = between(rng, -0.7, 0.7);
    const c = Math.cos(a);
    const k = Math.sin(a);
    const v = (dx: number, dy: number): string => `${f(dx * c - dy * k)} ${f(dx * k + dy * c)}`;
    body += `M${f(x - 13 * c + 5 * k)} ${f(y - 13 * k - 5 * c)}l${v(26, 0)}l${v(6, 10)}l${v(-26, 0)}z`;
    shine += `M${f(x - 10 * c + k)} ${f(y - 10 * k - c)}l${v(24, 0)}`;
  }
  return P(body, '#eebb52') + S(shine, '#f6d486', 2);
}

/** Capsicum squares and onion petals, the Indo-Chinese and kadai garnish. */
function capsicumOnion(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number): string {
  let green = '';
  let onion = '';
  for (const [x, y] of spots(rng, cx, cy, rx, ry, n)) {
    if (rng() < 0.55) green += `M${x} ${y}l12 -3l2 11l-12 3z`;
    else onion += `M${x} ${y}q8 -8 16 -2`;
  }
  return P(green, '#3f8f2f') + S(onion, '#e9d4e6', 4);
}

/** Small diced vegetables: carrot, beans, peas. */
function vegBits(rng: Rng, cx: number, cy: number, rx: number, ry: number, n: number): string {
  let carrot = '';
  let beans = '';
  for (const [x, y] of scatter(rng, cx, cy, rx, ry, n)) {
    if (rng() < 0.5) carrot += `M${x} ${y}l4 1`;
    else beans += `M${x} ${y}l${int(rng, -5, 5)} 3`;
  }
  return S(carrot, '#f08a24', 5) + S(beans, '#5aa33a', 4) + speckle(rng, cx, cy, rx, ry, Math.ceil(n / 2), '#7cc04e', 5);
}

// ───────────────────────────── archetypes ─────────────────────────────

/** What an archetype draws from: the dish's words (name and slug, lower case), its random stream, its background. */
interface Ctx {
  n: string;
  rng: Rng;
  t: Tint;
}

// ── curries, dals and dry sabzis in a bowl ──

interface Gravy {
  base: string;
  hi: string;
  vessel?: BowlKind;
  cream?: boolean;
  tadka?: boolean;
}

const GRAVIES: readonly (readonly [RegExp, Gravy])[] = [
  [/manchurian|chilli|hot garlic|schezwan|szechwan/, { base: '#6e2412', hi: '#8a341a' }],
  [/saag|sarson|palak|methi|hariyali/, { base: '#3f7a2a', hi: '#55923a', cream: true }],
  [/chingri|malai curry/, { base: '#f0b44a', hi: '#f6cc72', cream: true }],
  [/malai kofta|shahi/, { base: '#eea04e', hi: '#f4b868', cream: true }],
  [/korma|rezala|navratan|stew|white/, { base: '#f1dcae', hi: '#f8ead0' }],
  [/butter|makhani|tikka masala/, { base: '#e36b22', hi: '#f0872e', cream: true }],
  [/kadai|karahi/, { base: '#b03a1c', hi: '#c8522a', vessel: 'kadai' }],
  [/kolhapuri|laal maas|chettinad|rogan/, { base: '#a8301a', hi: '#c24a22', vessel: 'clay' }],
  [/kosha|mangsho|pepper|roast|nihari/, { base: '#6e2812', hi: '#8a3a1a', vessel: 'clay' }],
  [/bharta/, { base: '#8a5a3a', hi: '#a87048' }],
  [/haleem/, { base: '#8c6238', hi: '#a67a4a', vessel: 'clay' }],
  [/keema/, { base: '#8a3a1a', hi: '#a04a22' }],
  [/gujarati kadhi/, { base: '#f4dc96', hi: '#f8e8b8', tadka: true }],
  [/kadhi/, { base: '#f0cc5e', hi: '#f6dc84', tadka: true }],
  [/sambar/, { base: '#c8602a', hi: '#dc7c3a', tadka: true }],
  [/chole|chana|kadala/, { base: '#6b3518', hi: '#854422' }],
  [/dalcha/, { base: '#c88a34', hi: '#dca24a', vessel: 'clay' }],
  [/dal/, { base: '#e0a834', hi: '#eec25a', tadka: true }],
  [/jhol/, { base: '#e39a34', hi: '#eeb456' }],
  [/fish|malvani/, { base: '#c0401c', hi: '#d65a2a', vessel: 'clay' }],
  [/thoran/, { base: '#e4e2a4', hi: '#f4f0cc' }],
  [/avial|posto/, { base: '#efdca4', hi: '#f7ecc8' }],
  [/undhiyu/, { base: '#7c7a30', hi: '#949040' }],
  [/gatte|dum aloo/, { base: '#c8441e', hi: '#dc5e2c' }],
  [/aloo gobi/, { base: '#e5a93c', hi: '#f0c25a' }],
  [/bhindi/, { base: '#b07a2e', hi: '#c8923e' }],
  [/mirchi|salan/, { base: '#8a4a1e', hi: '#a45e2a' }],
  [/egg/, { base: '#b5431f', hi: '#cc5a2a' }],
  [/mutton|gosht/, { base: '#7e2c14', hi: '#9a3c1c', vessel: 'clay' }],
  [/chicken|murgh/, { base: '#9a3a1a', hi: '#b5501f' }],
];

type Piece =
  | 'paneer'
  | 'chicken'
  | 'mutton'
  | 'fish'
  | 'prawn'
  | 'egg'
  | 'kofta'
  | 'potato'
  | 'gobi'
  | 'okra'
  | 'chickpea'
  | 'gatte'
  | 'mushroom'
  | 'chilli'
  | 'pakora'
  | 'veg'
  | 'keema'
  | 'none';

const PIECES: readonly (readonly [RegExp, Piece])[] = [
  [/paneer/, 'paneer'],
  [/kofta|manchurian(?!.*chicken)/, 'kofta'],
  [/keema|haleem/, 'keema'],
  [/prawn|chingri|jhinga/, 'prawn'],
  [/fish|macher|meen/, 'fish'],
  [/egg|anda/, 'egg'],
  [/chicken|murgh/, 'chicken'],
  [/mutton|gosht|lamb|maas|mangsho|nihari/, 'mutton'],
  [/chole|chana|kadala/, 'chickpea'],
  [/gatte/, 'gatte'],
  [/mushroom/, 'mushroom'],
  [/mirchi|salan/, 'chilli'],
  [/kadhi pakora/, 'pakora'],
  [/gobi/, 'gobi'],
  [/bhindi/, 'okra'],
  [/aloo|potato|posto/, 'potato'],
  [/veg|korma|avial|stew|undhiyu|thoran|sambar|bharta/, 'veg'],
];

function drawPiece(c: Ctx, kind: Piece, x: number, y: number, g: Gravy): string {
  const { rng } = c;
  const pale = g.base === '#f1dcae' || g.base === '#f0b44a' || g.base === '#eea04e';
  switch (kind) {
    case 'paneer':
      return cube(x - 9, y - 6, 18, '#fbf3df', '#fffdf6', '#e9dcc0');
    case 'chicken':
      return pale ? chunk(rng, x, y, 14, 10, '#d9a766', '#ecc58a') : chunk(rng, x, y, 14, 10, '#a83c16', '#c8561f');
    case 'mutton':
      return chunk(rng, x, y, 14, 10, '#4e1a0a', '#6e2c14');
    case 'fish':
      return fishSteak(x, y, pale ? '#f0cf96' : '#d98a4a', pale ? '#faf0d8' : '#eeb27a');
    case 'prawn':
      return prawn(x, y, between(rng, -25, 25));
    case 'egg':
      return eggHalf(x, y, '#8e3016');
    case 'kofta':
      return ball(x, y, 12, '#8a4420', '#a85a2a', '#d9985a');
    case 'potato':
      return chunk(rng, x, y, 12, 9, '#e2a640', '#f2c76a');
    case 'gobi':
      return C(x - 5, y, 7, '#eadcb4') + C(x + 5, y - 1, 7, '#eadcb4') + C(x, y - 5, 7, '#f7efd6') + S(`M${x} ${y + 2}v6`, '#c8d49a', 4);
    case 'okra':
      return S(`M${x} ${y}l10 -3`, '#3f8a2e', 8) + S(`M${x} ${y}l10 -3`, '#8cc06a', 3);
    case 'gatte':
      return S(`M${x - 6} ${y}l12 -2`, '#e0b04a', 11) + E(x + 7, y - 1, 4, 5.5, '#f6dc8a');
    case 'mushroom':
      return mushroom(x, y);
    case 'chilli':
      return greenChilli(x - 12, y, between(rng, -20, 20));
    case 'pakora':
      return chunk(rng, x, y, 14, 10, '#c8842a', '#e0a445');
    default:
      return '';
  }
}

function curry(c: Ctx): string {
  const { n, rng, t } = c;
  const g = GRAVIES.find(([re]) => re.test(n))?.[1] ?? { base: '#b5501f', hi: '#c86a2e' };
  const piece = PIECES.find(([re]) => re.test(n))?.[1] ?? 'none';
  const dry = /aloo gobi|bhindi|thoran|posto|roast|kosha|pepper|dry/.test(n);
  let out = bowl(t, g.base, g.vessel ?? 'white');
  out += speckle(rng, 160, 114, 78, 19, 14, g.hi, 7);
  if (piece === 'keema') out += speckle(rng, 160, 114, 76, 18, 40, '#5a2210', 4) + speckle(rng, 160, 112, 60, 14, 10, '#7cc04e', 6);
  if (piece === 'chickpea') {
    const pts = scatter(rng, 160, 113, 70, 16, 26);
    out +=
      dotsAt(pts, '#c8904a', 9) +
      dotsAt(
        pts.map(([x, y]) => [x - 1, y - 1]),
        '#e8bc7a',
        3.5,
      );
  } else if (piece === 'veg') {
    out += vegBits(rng, 160, 112, 66, 15, 22);
    if (/sambar/.test(n))
      out += S(
        spots(rng, 160, 112, 55, 10, 4)
          .map(([x, y]) => `M${x} ${y}l16 -3`)
          .join(''),
        '#5e7a2a',
        7,
      );
  } else if (piece !== 'none' && piece !== 'keema') {
    const count = dry ? 8 : piece === 'egg' ? 4 : 6;
    for (const [x, y] of spots(rng, 160, 111, 62, 13, count)) out += drawPiece(c, piece, x, y, g);
  }
  if (/matar|peas/.test(n) && piece !== 'keema') out += dotsAt(scatter(rng, 160, 113, 70, 16, 12), '#6aaa3a', 7);
  if (g.vessel === 'kadai' || /do pyaza|manchurian|chilli|hot garlic/.test(n)) out += capsicumOnion(rng, 160, 112, 66, 14, 7);
  if (g.cream) {
    const x = int(rng, 140, 180);
    const y = int(rng, 104, 112);
    out += S(
      `M${x + 26} ${y}A26 12 0 0 0 ${x - 26} ${y}A18 8 0 0 0 ${x + 10} ${y}A13 6 0 0 0 ${x - 15} ${y}A9 4 0 0 0 ${x + 3} ${y}`,
      '#fffaf0',
      4,
    );
  }
  if (g.tadka)
    out += redChilli(int(rng, 110, 130), int(rng, 104, 112), between(rng, -30, 30)) + grains(rng, 160, 110, 50, 12, 14, 3, '#5a3a1a', 2.4);
  if (/haleem|nihari|bharta/.test(n))
    out += grains(rng, 160, 108, 50, 12, 14, 8, '#5a2a10', 3) + S(`M${int(rng, 170, 200)} 104l14 -4`, '#f6e6c0', 3);
  if (/thoran|avial|posto|stew/.test(n)) out += grains(rng, 160, 112, 60, 14, 18, 4, '#ffffff', 2.5);
  if (/curry|thoran|avial|sambar|chettinad|roast|stew|salan/.test(n) && /kerala|chettinad|sambar|thoran|avial|salan/.test(n))
    out += herbs(rng, 160, 108, 64, 12, 5, '#2f6a26', 9);
  else if (!/manchurian|chilli|hot garlic/.test(n)) out += herbs(rng, 160, 110, 66, 14, int(rng, 5, 8));
  else
    out += S(
      scatter(rng, 160, 110, 60, 12, 8)
        .map(([x, y]) => `M${x} ${y}a3 2 0 1 0 6 0a3 2 0 1 0 -6 0`)
        .join(''),
      '#5aa33a',
      2,
    );
  return out;
}

// ── starters: skewers, kebabs, grills, dry Indo-Chinese, fried snacks ──

/** Mint chutney, a lemon wedge and onion rings on one side of a plate (two mirrored layouts). */
function plateSides(c: Ctx, chutney = '#5aa33a'): { before: string; after: string } {
  const left = c.rng() < 0.5;
  return left
    ? { before: katori(c.t, 72, 112, 26, chutney), after: lemon(250, 166, -15) }
    : {
        before:
          onionRings([
            [84, 168, 16],
            [108, 176, 12],
          ]) + katori(c.t, 250, 164, 24, chutney),
        after: lemon(80, 114, 20),
      };
}

function tikka(c: Ctx): string {
  const { n, rng, t } = c;
  const side = plateSides(c);
  const dy = int(rng, -6, 6);
  let out = plate(t) + side.before + S(`M62 ${172 + dy}L270 ${96 - dy}`, '#8a6240', 4);
  const along = (k: number): Pt => [62 + 208 * k, 172 + dy + (-76 - 2 * dy) * k];
  const char = (pts: readonly Pt[]): string => dotsAt(pts, '#7a3410', 4);
  if (/prawn/.test(n)) {
    for (let i = 0; i < 5; i++) {
      const [x, y] = along(0.14 + i * 0.18);
      out += G(
        rot(-20, x, y),
        S(`M${f(x - 13)} ${f(y + 2)}a13 12 0 1 1 26 0`, '#c8401c', 13) +
          S(`M${f(x - 9)} ${f(y - 5)}a10 8 0 0 1 18 -1`, '#e8683a', 4) +
          P(`M${f(x + 12)} ${f(y + 4)}l10 8l-14 2z`, '#a8301a'),
      );
    }
  } else if (/mushroom/.test(n)) {
    for (let i = 0; i < 5; i++) {
      const [x, y] = along(0.14 + i * 0.18);
      out +=
        R(x - 6, y - 4, 12, 14, 4, '#efd2a8') +
        P(`M${f(x - 17)} ${f(y)}a17 14 0 0 1 34 0q-17 6 -34 0z`, '#c8642a') +
        char(scatter(rng, x, y - 7, 9, 4, 3));
    }
  } else if (/paneer|fish/.test(n)) {
    const [front, top, side2] = /fish/.test(n) ? ['#e8862c', '#f4b060', '#c86a1c'] : ['#f4e2b8', '#fff4da', '#e0c892'];
    for (let i = 0; i < 3; i++) {
      const [x, y] = along(0.2 + i * 0.27);
      out += P(`M${f(x - 26)} ${f(y + 8)}q14 -5 24 2l-2 22q-12 2 -22 -5z`, '#c0699e') + cube(x - 14, y - 16, 30, front, top, side2);
      out += char(scatter(rng, x, y, 9, 9, 4)) + P(`M${f(x + 16)} ${f(y - 22)}h22l4 22h-25z`, '#3f8f2f');
    }
  } else {
    const [dark, light] = /malai|reshmi/.test(n)
      ? ['#e0b070', '#f3d39c']
      : /mutton|boti/.test(n)
        ? ['#6e2a12', '#8e3c1c']
        : ['#c9461e', '#e0642c'];
    for (let i = 0; i < 6; i++) {
      const [x, y] = along(0.1 + i * 0.16);
      out += chunk(rng, x, y - 2, 15, 13, dark, light) + char(scatter(rng, x, y, 8, 7, 3));
    }
    if (/malai|reshmi/.test(n)) out += herbs(rng, 160, 140, 70, 20, 6);
  }
  return out + side.after;
}

function kebab(c: Ctx): string {
  const { n, rng, t } = c;
  const side = plateSides(c);
  let out = plate(t) + side.before;
  if (/seekh/.test(n)) {
    const [dark, light] = /mutton/.test(n) ? ['#7a3416', '#9a4a22'] : /chicken/.test(n) ? ['#c07a3a', '#d8964e'] : ['#c8702e', '#e08e44'];
    for (let i = 0; i < 3; i++) {
      const x = 92 + i * 14 + int(rng, -4, 4);
      const y = 116 + i * 22;
      out += G(
        rot(-14, x + 65, y + 9),
        R(x, y, 130, 18, 9, dark) +
          R(x + 8, y + 3, 114, 5, 2.5, light) +
          S(`M${x + 24} ${y + 4}v10M${x + 58} ${y + 4}v10M${x + 92} ${y + 4}v10`, '#4a1c0a', 3),
      );
    }
    if (/veg/.test(n)) out += speckle(rng, 160, 140, 60, 24, 14, '#4f9a2e', 3.5);
  } else {
    const [edge, top, fleck] = /hara/.test(n)
      ? ['#3a6e26', '#5e9a3a', '#f08a24']
      : /dahi/.test(n)
        ? ['#b8762a', '#e0a650', '#f4cf8a']
        : /galouti/.test(n)
          ? ['#5e2a12', '#7e3e1c', '#a45a2e']
          : ['#7a3a1a', '#9a5226', '#b86a36'];
    for (const [x, y] of spots(rng, 160, 140, 62, 22, 5))
      out += E(x, y + 5, 24, 12, edge) + E(x, y, 24, 12, top) + speckle(rng, x, y, 14, 6, 5, fleck, 3);
  }
  return out + side.after;
}

/** A drumstick (tandoori leg, wing or lollipop) around (x, y), scaled by k, bone optional. */
function leg(x: number, y: number, k: number, deg: number, dark: string, light: string, bone = true): string {
  const a = (v: number): string => f(v * k);
  return G(
    rot(deg, x, y),
    (bone ? S(`M${f(x + 28 * k)} ${y}h${a(26)}`, '#f2e6cf', 9) + C(x + 56 * k, y, 8, '#f2e6cf') : '') +
      P(
        `M${f(x - 40 * k)} ${y}c0 ${a(-28)} ${a(40)} ${a(-26)} ${a(74)} ${a(-6)}v${a(12)}c${a(-34)} ${a(20)} ${a(-74)} ${a(22)} ${a(-74)} ${a(-6)}z`,
        dark,
      ) +
      S(`M${f(x - 30 * k)} ${f(y - 4 * k)}c${a(2)} ${a(-14)} ${a(30)} ${a(-14)} ${a(52)} ${a(-2)}`, light, 7 * k),
  );
}

function grill(c: Ctx): string {
  const { n, rng, t } = c;
  const side = plateSides(c, /fish and chips|kolkata/.test(n) ? '#f4ecd0' : '#5aa33a');
  let out = plate(t) + side.before;
  if (/lollipop/.test(n)) {
    for (const [x, y] of spots(rng, 160, 150, 64, 14, 4)) out += leg(x, y, 0.75, -75 + int(rng, -15, 15), '#b8281a', '#d8482a');
  } else if (/wing/.test(n)) {
    for (const [x, y] of spots(rng, 160, 140, 60, 20, 5))
      out += leg(x, y, 0.55, int(rng, -40, 40), '#6e2410', '#8e3a1c', false) + speckle(rng, x, y, 10, 5, 3, '#fff6e0', 2.5);
  } else if (/tangdi|drumstick|leg/.test(n)) {
    out +=
      leg(128, 118, 1, -12, '#c7321a', '#e8602e') +
      leg(184, 148, 1, 14, '#c7321a', '#e8602e') +
      dotsAt(scatter(rng, 130, 130, 40, 20, 8), '#6a1a0c', 5);
  } else if (/chicken/.test(n)) {
    out +=
      P(blobD(rng, 150, 136, 62, 26), '#b8702e') +
      E(140, 130, 40, 14, '#d08a44') +
      S('M104 126l30 -14M118 142l46 -22M142 154l40 -22', '#6a3010', 5);
    out += E(200, 158, 30, 10, '#6a9a2e') + herbs(rng, 150, 128, 40, 12, 6, '#3f8a2e');
  } else {
    const fingers = /finger/.test(n);
    const count = fingers ? 5 : 3;
    for (const [x, y] of spots(rng, /chips/.test(n) ? 130 : 160, 140, 50, 20, count)) {
      const d = int(rng, -25, 10);
      out += fingers
        ? G(rot(d, x, y), R(x - 24, y - 8, 48, 16, 8, '#c8802a') + R(x - 20, y - 6, 40, 6, 3, '#e8aa4e'))
        : G(
            rot(d, x, y),
            P(`M${x - 34} ${y}c8 -18 50 -22 68 -4c-4 14 -54 22 -68 4z`, /amritsari/.test(n) ? '#d8762a' : '#c8862e') +
              S(`M${x - 24} ${y - 4}q24 -12 48 -6`, '#eeb45a', 5),
          );
      out += speckle(rng, x, y, 18, 5, 5, '#a0601e', 3);
    }
    if (/chips/.test(n)) out += fries(rng, 220, 138, 9);
  }
  return out + side.after;
}

/** A heap of French fries around (cx, cy): sticks in two layers, the front ones lying flatter. */
const fries = (rng: Rng, cx: number, cy: number, count: number): string => {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = cx - 40 + (80 * i) / count + int(rng, -3, 3);
    const a = between(rng, -1.1, 1.1) + (i % 2 ? 0 : Math.PI / 2.4) * (rng() < 0.5 ? 1 : -1);
    d += `M${x} ${cy + int(rng, -14, 10)}l${f(34 * Math.sin(a))} ${f(-34 * Math.abs(Math.cos(a)) * 0.7 - 4)}`;
  }
  return S(d, '#d8982e', 10) + S(d, '#f6d070', 5);
};

function dryStarter(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t) + katori(t, 252, 112, 24, /koliwada|65|majestic|fry/.test(n) ? '#5aa33a' : '#d8321f');
  if (/potato/.test(n)) {
    let d = '';
    for (const [x, y] of spots(rng, 150, 145, 70, 26, 14)) d += `M${x} ${y}l${int(rng, 14, 22)} ${int(rng, -8, 8)}`;
    out += S(d, '#a8401a', 13) + S(d, '#d8742e', 6) + speckle(rng, 150, 140, 70, 24, 20, '#fff8e8', 2.5);
  } else if (/corn/.test(n)) {
    const pts = scatter(rng, 150, 142, 72, 28, 70);
    out +=
      dotsAt(pts, '#e8a628', 8) +
      dotsAt(
        pts.map(([x, y]) => [x - 1, y - 1]),
        '#f8d060',
        4,
      ) +
      capsicumOnion(rng, 150, 140, 66, 24, 8);
  } else if (/prawn/.test(n)) {
    if (/butter/.test(n)) out += E(150, 146, 80, 32, '#f2c860');
    for (const [x, y] of spots(rng, 150, 142, 66, 24, 7)) out += prawn(x, y, between(rng, -40, 40));
    out += /butter/.test(n) ? speckle(rng, 150, 140, 66, 24, 16, '#fffaf0', 4) : '';
  } else {
    const [dark, light] = /dragon|65|apollo/.test(n)
      ? ['#b8261a', '#d8402a']
      : /majestic/.test(n)
        ? ['#d08a3a', '#eaa654']
        : /pepper|kerala/.test(n)
          ? ['#4e1c0c', '#6a2c14']
          : /fish/.test(n)
            ? ['#8a2c14', '#a84420']
            : ['#6e2410', '#8a3a1a'];
    for (const [x, y] of spots(rng, 150, 142, 68, 26, 8)) out += chunk(rng, x, y, 15, 11, dark, light);
    if (/chilli|dragon|apollo/.test(n)) out += capsicumOnion(rng, 150, 140, 68, 26, 8);
    if (/65|majestic|kerala|pepper|apollo/.test(n))
      out += herbs(rng, 150, 138, 70, 24, 9, '#2f6a26', 10) + (/65|majestic/.test(n) ? greenChilli(100, 128, 20) : '');
    if (/pepper/.test(n)) out += speckle(rng, 150, 140, 64, 24, 24, '#1e1410', 2.6);
  }
  return (
    out +
    S(
      scatter(rng, 150, 138, 64, 22, 7)
        .map(([x, y]) => `M${x} ${y}a3 2 0 1 0 6 0a3 2 0 1 0 -6 0`)
        .join(''),
      '#5aa33a',
      2,
    )
  );
}

function fried(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t) + katori(t, 78, 172, 24, '#4f9e35') + katori(t, 242, 174, 24, /fries|wedges/.test(n) ? '#d8321f' : '#7a3a1e');
  if (/kachori/.test(n)) {
    for (const [x, y] of spots(rng, 160, 132, 56, 16, 4))
      out +=
        E(x, y + 5, 27, 14, '#b8742a') +
        E(x, y, 27, 14, '#dca04e') +
        S(`M${x - 14} ${y - 4}q14 -7 28 0`, '#f0c47a', 4) +
        S(`M${x + 2} ${y - 2}l6 4`, '#9a5a1e', 2);
  } else if (/mirchi|pori|banana/.test(n)) {
    const pori = /pori|banana/.test(n);
    for (let i = 0; i < 4; i++) {
      const x = 116 + i * 30 + int(rng, -4, 4);
      const y = 138 + int(rng, -6, 6);
      out += G(
        rot(-60 + int(rng, -10, 10), x, y),
        E(x, y, 34, 11, pori ? '#e0a038' : '#c8842a') +
          E(x - 2, y - 3, 26, 5, pori ? '#f6cc62' : '#e0a445') +
          (pori ? '' : S(`M${x + 33} ${y}l8 -2`, '#3f8f2f', 4)),
      );
    }
  } else if (/vadi|bhaja|begun/.test(n)) {
    for (const [x, y] of spots(rng, 160, 136, 60, 18, 5)) {
      out += /vadi/.test(n)
        ? cube(x - 13, y - 8, 26, '#b8862e', '#d8a448', '#9a6a22') + speckle(rng, x, y - 6, 10, 3, 3, '#3f7a2a', 3)
        : E(x, y + 2, 22, 13, '#4a2446') + E(x, y, 19, 11, '#d99a3a') + speckle(rng, x, y, 12, 6, 4, '#a8621e', 3);
    }
  } else if (/devil|chop/.test(n)) {
    for (const [x, y] of spots(rng, 150, 136, 50, 14, 3))
      out += E(x, y, 24, 17, '#a8561e') + E(x - 4, y - 4, 16, 10, '#c8702a') + speckle(rng, x, y, 16, 10, 8, '#7a3a12', 3);
    out += E(212, 140, 22, 16, '#a8561e') + E(212, 139, 17, 12, '#fffdf4') + E(212, 139, 8, 6, '#f4b824');
  } else if (/fries|wedges/.test(n)) {
    if (/wedges/.test(n)) {
      for (const [x, y] of spots(rng, 160, 138, 62, 20, 8))
        out += G(
          rot(int(rng, -60, 60), x, y),
          P(`M${x - 22} ${y + 6}Q${x} ${y - 26} ${x + 22} ${y + 6}Q${x} ${y + 14} ${x - 22} ${y + 6}z`, '#9a5a22') +
            P(`M${x - 18} ${y + 4}Q${x} ${y - 18} ${x + 18} ${y + 4}z`, '#eebb52'),
        );
      out += speckle(rng, 160, 134, 60, 18, 16, '#6a8a2a', 2.5);
    } else out += fries(rng, 160, 146, 16) + fries(rng, 150, 156, 8);
  } else {
    for (const [x, y] of spots(rng, 160, 136, 62, 20, 8)) out += chunk(rng, x, y, 17, 12, '#c07a24', '#e0a445');
    out += speckle(rng, 160, 134, 60, 18, 16, '#4f8a2a', 3) + speckle(rng, 160, 136, 64, 20, 14, '#8a5016', 3);
  }
  return out + herbs(rng, 160, 132, 40, 10, 3);
}

function cubes(c: Ctx): string {
  const { n, rng, t } = c;
  const handvo = /handvo/.test(n);
  const [front, top, side] = handvo ? ['#e0a848', '#b8682a', '#c88a34'] : ['#f2c84a', '#f8dc78', '#dcae34'];
  let out = plate(t) + katori(t, 252, 112, 24, '#4f9e35');
  const rows: Pt[] = [];
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < 3; i++) rows.push([86 + i * 40 + r * 14 + int(rng, -3, 3), 118 + r * 28 + int(rng, -2, 2)]);
  for (const [x, y] of rows) out += cube(x, y, 28, front, top, side);
  out += speckle(rng, 150, 126, 70, 22, 22, handvo ? '#fff4d8' : '#2a1e14', 2.5);
  if (!handvo)
    out +=
      grains(rng, 150, 126, 66, 20, 10, 4, '#ffffff', 2.5) +
      greenChilli(int(rng, 196, 214), 172, -10, 22) +
      herbs(rng, 150, 124, 64, 18, 5);
  return out;
}

function chaat(c: Ctx): string {
  const { n, rng, t } = c;
  if (/pani puri|gol ?gappa|puchka/.test(n)) {
    let out = plate(t) + katori(t, 250, 110, 26, '#8cc63f') + katori(t, 80, 176, 20, '#7a3a1a');
    for (const [x, y] of spots(rng, 150, 146, 64, 22, 7))
      out += C(x, y, 16, '#c8883a') + C(x - 1, y - 2, 13, '#e8ba62') + E(x, y - 6, 6, 3.5, '#8a5a2a');
    return out + herbs(rng, 150, 140, 60, 20, 4);
  }
  let out = /dahi|bhalla/.test(n) ? bowl(t, '#fbf8ef') : plate(t);
  const cx = 160;
  const cy = /dahi|bhalla/.test(n) ? 112 : 138;
  const ry = /dahi|bhalla/.test(n) ? 14 : 26;
  if (/bhel/.test(n)) {
    out +=
      P(blobD(rng, cx, cy, 82, 32), '#ead6a6') +
      grains(rng, cx, cy, 74, 26, 40, 4, '#fff8e6', 4) +
      grains(rng, cx, cy, 74, 26, 40, 5, '#f0b838', 2);
    out +=
      speckle(rng, cx, cy, 70, 24, 10, '#d8321f', 5) +
      onionRings([
        [cx - 30, cy - 6, 8],
        [cx + 36, cy + 8, 7],
      ]) +
      lemon(250, 172, -10);
  } else {
    const base = /tikki/.test(n) ? ['#b8742a', '#d8963e'] : /papdi/.test(n) ? ['#d8a04a', '#f0c470'] : ['#efe6d2', '#fbf6ea'];
    for (const [x, y] of spots(rng, cx, cy, 62, ry, 5)) out += E(x, y + 4, 22, 11, base[0] ?? '') + E(x, y, 22, 11, base[1] ?? '');
    for (const [x, y] of spots(rng, cx, cy - 2, 56, ry - 4, 6)) out += E(x, y, 14, 6, '#fffdf6');
    let tam = '';
    let green = '';
    for (const [x, y] of scatter(rng, cx, cy, 56, ry - 4, 6)) {
      if (rng() < 0.5) tam += `M${x} ${y}q10 -6 20 0`;
      else green += `M${x} ${y}q10 6 20 0`;
    }
    out +=
      S(tam, '#7a3416', 3.5) +
      S(green, '#4a9a2a', 3.5) +
      grains(rng, cx, cy, 60, ry - 2, 24, 5, '#f0b838', 2) +
      speckle(rng, cx, cy, 60, ry - 2, 12, '#c8213a', 4.5);
  }
  return out + herbs(rng, cx, cy - 4, 56, ry - 6, 5);
}

function roll(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t);
  if (/khandvi/.test(n)) {
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < 4; i++) {
        const x = 98 + i * 38 + r * 16;
        const y = 126 + r * 26;
        out += E(x, y + 3, 16, 11, '#e4b246') + E(x, y, 16, 11, '#f2cc60') + S(`M${x} ${y}a4 3 0 1 1 8 0a8 6 0 1 1 -16 0`, '#e0aa3a', 2);
      }
    return (
      out +
      speckle(rng, 160, 132, 76, 22, 18, '#2a1e14', 2.5) +
      grains(rng, 160, 132, 76, 22, 10, 4, '#ffffff', 2.5) +
      herbs(rng, 160, 132, 70, 20, 6)
    );
  }
  const egg = /egg/.test(n);
  const fill = /chicken/.test(n) ? '#c9461e' : /paneer/.test(n) ? '#fbf3df' : '#e08a3a';
  out += katori(t, 250, 108, 24, '#4f9e35');
  for (const [x, y, d] of [
    [70, 122, -14],
    [86, 154, 8],
  ] as const) {
    const yy = y + int(rng, -4, 4);
    out += G(
      rot(d, x + 60, yy + 15),
      R(x, yy, 124, 30, 15, '#d9a35a') +
        (egg ? R(x + 4, yy + 20, 116, 6, 3, '#f6c84a') : '') +
        R(x + 6, yy + 4, 108, 7, 3.5, '#ecc27a') +
        R(x + 74, yy - 2, 54, 34, 8, '#f7f3ea') +
        S(`M${x + 84} ${yy + 2}v26M${x + 98} ${yy + 2}v26M${x + 112} ${yy + 2}v26`, '#e05a3a', 2) +
        E(x + 2, yy + 15, 9, 15, '#f3d690') +
        dotsAt(scatter(rng, x + 2, yy + 15, 4, 9, 4), fill, 4.5) +
        S(`M${x} ${yy + 8}l3 6M${x + 2} ${yy + 20}l4 3`, '#4f9a2e', 2.5),
    );
  }
  return out + onionRings([[230, 170, 12]]);
}

function momo(c: Ctx): string {
  const { n, rng, t } = c;
  let out = '';
  if (/modak/.test(n)) {
    out = plate(t);
    for (const [x, y] of [
      [112, 138],
      [206, 136],
      [160, 162],
    ] as const) {
      out += E(x, y + 10, 30, 9, '#e6dcc6');
      out += P(
        `M${x - 30} ${y + 6}Q${x - 34} ${y - 24} ${x} ${y - 44}Q${x + 34} ${y - 24} ${x + 30} ${y + 6}Q${x} ${y + 18} ${x - 30} ${y + 6}z`,
        '#f8eed6',
      );
      out += S(
        `M${x} ${y - 42}q-20 18 -20 48M${x} ${y - 42}q-8 20 -7 52M${x} ${y - 42}q8 20 7 52M${x} ${y - 42}q20 18 20 48`,
        '#e0cfa6',
        2,
      );
      out += P(`M${x - 4} ${y - 40}q4 -10 8 0z`, '#f0a030');
    }
    return out + katori(t, 252, 96, 20, '#f4d070');
  }
  out +=
    E(164, 152, 128, 62, t.shadow) + E(160, 144, 126, 58, '#c89a58') + E(160, 138, 120, 52, '#e2bc7a') + E(160, 140, 106, 44, '#f2dca6');
  out += S('M70 140q90 36 180 0M80 124q80 30 160 0', '#e2c48a', 2) + katori(t, 262, 104, 22, '#d8321f');
  for (const [x, y] of spots(rng, 156, 134, 70, 20, 7)) {
    out += P(
      `M${x - 24} ${y + 16}Q${x - 26} ${y - 14} ${x} ${y - 16}Q${x + 26} ${y - 14} ${x + 24} ${y + 16}Q${x} ${y + 24} ${x - 24} ${y + 16}z`,
      '#fbf5e8',
    );
    out += S(`M${x} ${y - 16}l-14 22M${x} ${y - 16}l-4 26M${x} ${y - 16}l6 25M${x} ${y - 16}l15 21`, '#e3d6bd', 1.6);
  }
  return out;
}

// ── breads ──

interface Flour {
  edge: string;
  face: string;
  spot: string;
}

const FLOURS: readonly (readonly [RegExp, Flour])[] = [
  [/bajra/, { edge: '#8a7258', face: '#a89070', spot: '#5a4430' }],
  [/makki/, { edge: '#d8a22e', face: '#f0c450', spot: '#a86a1e' }],
  [/jowar|bhakri|rumali/, { edge: '#e2cfa6', face: '#f4e8cc', spot: '#a88a5a' }],
  [/luchi/, { edge: '#eed6a6', face: '#faecd0', spot: '#e6c88e' }],
  [/puran|poli|bhature|bhatura/, { edge: '#e0a640', face: '#f2c96a', spot: '#c0802a' }],
  [/thalipeeth/, { edge: '#a8742e', face: '#c88e44', spot: '#6a4218' }],
  [/tandoori|kulcha|naan/, { edge: '#d49a4a', face: '#eec47a', spot: '#9a5a1e' }],
  [/poori|puri/, { edge: '#c8842a', face: '#e8a848', spot: '#b06a20' }],
];

function bread(c: Ctx): string {
  const { n, rng, t } = c;
  const fl = FLOURS.find(([re]) => re.test(n))?.[1] ?? { edge: '#d9a85a', face: '#efca84', spot: '#a8641e' };
  let out = plate(t);
  const side = /bhaji|bhature|chole/.test(n) ? (/bhaji/.test(n) ? '#e8b040' : '#6b3518') : /kulcha|baati/.test(n) ? '#6b3518' : '';
  if (side) out += katori(t, 250, 106, 30, side) + speckle(rng, 250, 106, 18, 5, 6, side === '#e8b040' ? '#f4d070' : '#c8904a', 5);
  const spotsOn = (x: number, y: number, rx: number, ry: number, k: number): string => speckle(rng, x, y, rx, ry, k, fl.spot, 4.5);
  if (/naan/.test(n)) {
    for (const [x, y, d] of [
      [136, 132, -12],
      [184, 148, 8],
    ] as const) {
      out += G(
        rot(d, x, y),
        P(
          `M${x - 78} ${y}C${x - 70} ${y - 40} ${x + 40} ${y - 48} ${x + 74} ${y - 8}C${x + 80} ${y + 30} ${x - 50} ${y + 40} ${x - 78} ${y}z`,
          fl.edge,
        ),
      );
      out += G(
        rot(d, x, y),
        P(
          `M${x - 72} ${y - 2}C${x - 62} ${y - 36} ${x + 36} ${y - 42} ${x + 68} ${y - 8}C${x + 72} ${y + 24} ${x - 44} ${y + 32} ${x - 72} ${y - 2}z`,
          fl.face,
        ),
      );
      out += spotsOn(x, y - 4, 54, 18, 12);
    }
    if (/garlic/.test(n)) out += grains(rng, 170, 140, 60, 18, 14, 3, '#fffaf0', 3.5) + herbs(rng, 170, 140, 60, 18, 8);
    return out;
  }
  if (/rumali/.test(n)) {
    for (let i = 0; i < 3; i++) {
      const x = 110 + i * 46;
      const y = 150 - i * 10;
      out +=
        P(`M${x - 50} ${y + 10}Q${x} ${y - 46} ${x + 50} ${y + 6}Q${x} ${y + 24} ${x - 50} ${y + 10}z`, fl.edge) +
        P(`M${x - 44} ${y + 6}Q${x} ${y - 38} ${x + 44} ${y + 4}Q${x} ${y + 16} ${x - 44} ${y + 6}z`, fl.face);
      out += spotsOn(x, y - 8, 26, 10, 6);
    }
    return out;
  }
  const puffed = /poori|puri|luchi|bhatur|baati|phulka/.test(n);
  if (puffed) {
    const big = /bhatur/.test(n);
    const pts: Pt[] = /baati/.test(n)
      ? spots(rng, 140, 142, 52, 20, 5)
      : big
        ? [
            [108, 140],
            [168, 152],
          ]
        : [
            [96, 128],
            [150, 150],
            [196, 124],
          ];
    for (const [x, y] of pts) {
      const r = /baati/.test(n) ? 20 : big ? 52 : 40;
      out +=
        E(x, y + 6, r, r * 0.56, fl.edge) +
        E(x, y, r, r * 0.6, fl.face) +
        S(`M${f(x - r * 0.6)} ${f(y - r * 0.2)}q${f(r * 0.6)} ${f(-r * 0.4)} ${f(r * 1.2)} 0`, '#fff2cc', 4);
      out += spotsOn(x, y, r * 0.6, r * 0.3, 3);
    }
    if (/baati/.test(n)) out += P(blobD(rng, 226, 170, 30, 14), '#d8a040') + speckle(rng, 226, 168, 24, 10, 12, '#f4cc70', 4);
    if (/chole|bhaji|bhature/.test(n)) out += onionRings([[230, 172, 12]]) + greenChilli(70, 176, -10, 24);
    return out;
  }
  const layered = /paratha|parotta|lachha/.test(n);
  const cx = 150 + int(rng, -8, 8);
  for (let i = 0; i < 3; i++) {
    const y = 156 - i * 8;
    out += E(cx, y, 84, 36, fl.edge) + E(cx, y - 3, 82, 33, fl.face);
  }
  if (layered) {
    let d = '';
    for (let r = 12; r < 78; r += 11) d += `M${cx - r} ${140 - r * 0.2}a${r} ${f(r * 0.42)} 0 0 1 ${2 * r} 0`;
    out += S(d, fl.edge, 3) + S(/kerala/.test(n) ? 'M80 136q10 -8 20 0M200 124q10 -8 20 0' : '', '#fff2cc', 3);
  }
  out += spotsOn(cx, 134, 60, 22, layered ? 10 : 18);
  if (/missi|thepla|methi|kulcha/.test(n)) out += speckle(rng, cx, 134, 60, 22, 16, '#4f8a2a', 3);
  if (/kulcha/.test(n)) out += speckle(rng, cx, 134, 60, 22, 12, '#1e1410', 2.5);
  if (/makki|missi|thalipeeth|kulcha|puran|bajra/.test(n)) out += butterCube(cx - 10, 118);
  if (/thepla|jowar|bhakri|bajra|makki/.test(n)) out += katori(t, 258, 174, 22, /thepla/.test(n) ? '#d8321f' : '#3f7a2a');
  return out;
}

// ── rice and grain mounds ──

interface RiceLook {
  base: string;
  grain: string;
  extra?: string;
  mush?: boolean;
}

const RICES: readonly (readonly [RegExp, RiceLook])[] = [
  [/curd rice/, { base: '#faf6ec', grain: '#ffffff', mush: true }],
  [/lemon/, { base: '#f2d060', grain: '#f8e48a' }],
  [/puliyogare|tamarind/, { base: '#b8742e', grain: '#d08e44' }],
  [/bisi|masale bhat/, { base: '#c8642a', grain: '#d87c3c', mush: true }],
  [/khichdi|khichuri|pongal/, { base: '#e6c056', grain: '#f0d27a', mush: true }],
  [/sabudana/, { base: '#f2e8cc', grain: '#fffaf0' }],
  [/upma/, { base: '#f0dca0', grain: '#f8ecc8', mush: true }],
  [/schezwan/, { base: '#e0884a', grain: '#f0aa70' }],
  [/fried rice/, { base: '#e8d4a8', grain: '#f8ecd0' }],
  [/bagara|yakhni|ghee/, { base: '#e8cf9e', grain: '#f8ecd0' }],
  [/pulao/, { base: '#efe2c2', grain: '#fffaf0' }],
  [/risotto/, { base: '#eedcaa', grain: '#f8eed0', mush: true }],
];

function rice(c: Ctx): string {
  const { n, rng, t } = c;
  if (/biryani/.test(n)) {
    let out =
      E(164, 206, 100, 14, t.shadow) +
      P('M56 116C52 170 86 206 160 206C234 206 268 170 264 116z', '#a8482a') +
      S('M62 150Q160 180 258 150', '#c46a3e', 5) +
      E(160, 116, 108, 30, '#c0603a') +
      E(160, 118, 96, 24, '#f3dcae') +
      P('M72 118Q90 70 160 64Q230 70 248 118z', '#f3dcae');
    const saffron = /lucknowi/.test(n) ? '#f0b050' : '#e5702a';
    out += grains(rng, 160, 98, 74, 24, 70, 6, '#ffffff', 3.6) + grains(rng, 160, 98, 74, 24, 34, 6, saffron, 3.6);
    if (/egg/.test(n)) out += eggHalf(128, 98) + eggHalf(192, 104);
    else if (/mutton/.test(n))
      out += chunk(rng, 128, 96, 20, 13, '#5e2410', '#7e3418') + chunk(rng, 188, 104, 18, 12, '#5e2410', '#7e3418');
    else if (/chicken/.test(n))
      out += G(rot(-20, 130, 96), R(150, 91, 28, 9, 4.5, '#f2e6cf') + E(130, 96, 28, 15, '#9c3a16') + E(126, 92, 18, 8, '#c0561f'));
    else out += vegBits(rng, 160, 98, 60, 20, 14);
    if (/kolkata/.test(n)) out += ball(196, 102, 13, '#e8b040', '#f4cc60', '#fff0b0') + eggHalf(150, 112);
    if (/malabar/.test(n)) out += grains(rng, 160, 100, 60, 18, 10, 4, '#f2e2b8', 4);
    return out + grains(rng, 160, 100, 66, 22, 14, 7, '#7a3a14', 2.5) + herbs(rng, 170, 86, 40, 12, 3, '#2f8a3a', 10);
  }
  const look = RICES.find(([re]) => re.test(n))?.[1] ?? { base: '#f5efdf', grain: '#ffffff' };
  const onPlate = /fried rice|upma|sabudana|pulao|ghee/.test(n);
  let out = onPlate
    ? plate(t) + P(blobD(rng, 160, 136, 92, 36), '#e2d2ae') + P(blobD(rng, 160, 130, 88, 34), look.base)
    : bowl(t, look.base, 'white', 120) + mound(120, look.base, look.mush ? 40 : 60);
  const cx = 160;
  const cy = onPlate ? 130 : look.mush ? 110 : 104;
  const ry = onPlate ? 28 : look.mush ? 16 : 26;
  if (/sabudana/.test(n))
    out += S(
      scatter(rng, cx, cy, 76, ry, 44)
        .map(([x, y]) => `M${x} ${y}a3 3 0 1 0 6 0a3 3 0 1 0 -6 0`)
        .join(''),
      '#e4d8b8',
      1.5,
    );
  else out += grains(rng, cx, cy, 76, ry, look.mush ? 30 : onPlate ? 46 : 80, 6, look.grain, 3.6);
  if (/fried rice|pulao|upma|masale|bisi/.test(n) && !/yakhni/.test(n)) out += vegBits(rng, cx, cy, 70, ry - 4, 16);
  if (/egg fried/.test(n))
    out += P(
      spots(rng, cx, cy, 66, ry - 4, 7)
        .map(([x, y]) => `M${x} ${y}q6 -6 12 0q-6 5 -12 0z`)
        .join(''),
      '#f6c84a',
    );
  if (/chicken fried|yakhni/.test(n))
    for (const [x, y] of spots(rng, cx, cy, 60, ry - 6, 4))
      out += chunk(rng, x, y, 9, 7, /yakhni/.test(n) ? '#6e2c14' : '#b8703a', /yakhni/.test(n) ? '#8e3e1e' : '#d08c4a');
  if (/lemon|puliyogare|sabudana|bisi/.test(n))
    out += E(cx - 30, cy - 6, 4, 3, '#c8904a') + dotsAt(scatter(rng, cx, cy, 66, ry - 4, 8), '#c8904a', 6);
  if (/ghee|bagara|pongal|upma|masale|bisi|yakhni/.test(n))
    out += S(
      spots(rng, cx, cy, 60, ry - 6, 6)
        .map(([x, y]) => `M${x} ${y}a4 3 0 1 1 6 4`)
        .join(''),
      '#f2e0b4',
      3.5,
    );
  if (/ghee|bagara|yakhni|pulao/.test(n)) out += grains(rng, cx, cy, 66, ry - 4, 12, 6, '#7a3a14', 2.5);
  if (/pongal/.test(n)) out += speckle(rng, cx, cy, 66, ry - 4, 18, '#2a1e14', 2.5);
  if (/curd rice/.test(n)) out += speckle(rng, cx, cy, 60, 12, 10, '#c8213a', 4.5) + speckle(rng, cx, cy, 60, 12, 10, '#2a1e14', 2.5);
  if (/schezwan/.test(n)) out += speckle(rng, cx, cy, 66, ry - 4, 10, '#b8261a', 4);
  if (/risotto/.test(n)) for (const [x, y] of spots(rng, cx, cy, 56, 10, 5)) out += mushroom(x, y);
  const south = /lemon|curd|puliyogare|bisi|pongal|upma|masale/.test(n);
  out += south ? herbs(rng, cx, cy - 4, 56, ry - 6, 6, '#2f6a26', 9) + redChilli(cx + 30, cy - 6, 20) : '';
  if (/fried rice/.test(n))
    out += S(
      scatter(rng, cx, cy, 64, ry - 4, 8)
        .map(([x, y]) => `M${x} ${y}a3 2 0 1 0 6 0a3 2 0 1 0 -6 0`)
        .join(''),
      '#5aa33a',
      2,
    );
  else if (!south) out += herbs(rng, cx, cy - 4, 56, ry - 6, 4);
  if (/sabudana|upma/.test(n)) out += lemon(250, 172, -12);
  return out;
}

function raita(c: Ctx): string {
  const { n, rng, t } = c;
  const mint = /pudina|mint/.test(n);
  let out = bowl(t, mint ? '#e2efcf' : '#fbf8ef', rng() < 0.5 ? 'blue' : 'white');
  if (/burani|garlic/.test(n))
    out += grains(rng, 160, 114, 70, 18, 16, 4, '#b8864a', 3) + speckle(rng, 160, 112, 40, 10, 20, '#c8402a', 2.5);
  else if (!mint)
    out +=
      dotsAt(scatter(rng, 160, 114, 74, 19, 14), '#8cc06a', 6) +
      dotsAt(scatter(rng, 160, 114, 74, 19, 10), '#d8321f', 5) +
      speckle(rng, 160, 114, 70, 18, 6, '#c46aa4', 4);
  out += speckle(rng, 160, 112, 70, 18, 12, '#6b4a2a', 2);
  return out + herbs(rng, 160, 112, 64, 16, mint ? 10 : 5, mint ? '#2e8a3a' : '#3c9a3a');
}

// ── soups and drinks ──

const SOUPS: readonly (readonly [RegExp, string])[] = [
  [/mushroom/, '#e2cfa8'],
  [/minestrone/, '#d0562a'],
  [/corn/, '#f2d468'],
  [/hot and sour|manchow/, '#7a3a1c'],
  [/lemon|clear/, '#f0e2a6'],
  [/cream|marag/, '#f2e4c6'],
  [/rasam|tomato/, '#d2441e'],
];

function soup(c: Ctx): string {
  const { n, rng, t } = c;
  const base = SOUPS.find(([re]) => re.test(n))?.[1] ?? '#d8762a';
  let out = bowl(t, base);
  if (/cream|shorba|mushroom/.test(n)) {
    const x = int(rng, 146, 176);
    out += S(`M${x + 28} 112A28 12 0 0 0 ${x - 28} 112A20 9 0 0 0 ${x + 12} 112A14 6 0 0 0 ${x - 15} 112`, '#fffaf0', 4);
  }
  if (/mushroom/.test(n))
    out += S(
      spots(rng, 160, 114, 66, 14, 5)
        .map(([x, y]) => `M${x - 6} ${y}a6 5 0 0 1 12 0`)
        .join(''),
      '#9a6a40',
      4,
    );
  if (/minestrone|clear|lemon|hot and sour|manchow|chicken/.test(n)) out += vegBits(rng, 160, 114, 70, 16, 18);
  if (/minestrone/.test(n))
    out += S(
      spots(rng, 160, 114, 60, 14, 6)
        .map(([x, y]) => `M${x} ${y}l8 -2`)
        .join(''),
      '#f2d486',
      6,
    );
  if (/corn/.test(n)) out += dotsAt(scatter(rng, 160, 114, 70, 18, 26), '#f0b02a', 6);
  if (/chicken|marag/.test(n) && !/cream/.test(n)) out += grains(rng, 160, 114, 60, 14, 12, 9, '#f6ead0', 3);
  if (/marag/.test(n)) for (const [x, y] of spots(rng, 160, 112, 56, 12, 5)) out += chunk(rng, x, y, 11, 8, '#8a4a26', '#a8623a');
  if (/manchow/.test(n)) out += grains(rng, 170, 104, 36, 10, 14, 16, '#e0a040', 3.5);
  if (/rasam/.test(n)) out += speckle(rng, 160, 114, 70, 18, 12, '#2a1e14', 2.5) + speckle(rng, 160, 114, 66, 16, 6, '#e86a3a', 7);
  if (/cream|marag|mushroom/.test(n)) out += speckle(rng, 160, 112, 60, 14, 16, '#3a2a1a', 2);
  if (/lemon/.test(n)) out += C(198, 108, 12, '#f4d03f') + C(198, 108, 9, '#fbeaa0');
  if (/tomato|cream of/.test(n) && !/chicken|mushroom|rasam/.test(n))
    for (const [x, y] of spots(rng, 160, 112, 60, 12, 4)) out += P(`M${x} ${y}l10 -3 3 8 -10 3z`, '#e6b25a');
  return (
    out +
    (/hot and sour|manchow|corn/.test(n)
      ? S(
          scatter(rng, 160, 110, 60, 12, 6)
            .map(([x, y]) => `M${x} ${y}a3 2 0 1 0 6 0a3 2 0 1 0 -6 0`)
            .join(''),
          '#5aa33a',
          2,
        )
      : herbs(rng, 160, 110, 60, 14, 5, '#2f8a3a', 9))
  );
}

interface Drink {
  liquid: string;
  top: string;
  foam?: boolean;
  ice?: boolean;
  mint?: boolean;
  lemon?: boolean;
  straw?: string;
  side?: 'lemon' | 'watermelon' | 'pineapple' | 'cookies' | 'mango' | 'nuts' | 'mint';
}

const DRINKS: readonly (readonly [RegExp, Drink])[] = [
  [/blue lagoon/, { liquid: '#2f8fd0', top: '#7cc4ee', ice: true, lemon: true, straw: '#f4d03f', side: 'lemon' }],
  [
    /lime soda|shikanji|nimbu|lemonade/,
    { liquid: '#eef4c8', top: '#f8fbe2', ice: true, mint: true, lemon: true, straw: '#3f9a3a', side: 'lemon' },
  ],
  [/colada/, { liquid: '#f6ebc4', top: '#fffdf6', foam: true, straw: '#e8463a', side: 'pineapple' }],
  [/watermelon/, { liquid: '#ea4a62', top: '#f27a8c', ice: true, mint: true, side: 'watermelon' }],
  [/chocolate|oreo/, { liquid: '#6b3a22', top: '#fff8ee', foam: true, straw: '#2e2e2e', side: 'cookies' }],
  [/lassi/, { liquid: '#fbf4e4', top: '#fffaf0', foam: true, side: 'nuts' }],
  [/aam panna/, { liquid: '#d8cf62', top: '#e8e08a', ice: true, mint: true, side: 'mango' }],
  [/mango|juice/, { liquid: '#e8a62a', top: '#f4c860', ice: true, mint: true, side: 'mango' }],
  [/jaljeera/, { liquid: '#6e6a2a', top: '#8a8640', ice: true, mint: true, side: 'lemon' }],
  [/kokum/, { liquid: '#8e1f4e', top: '#b0386a', ice: true, mint: true }],
  [/falooda/, { liquid: '#f08eb0', top: '#fff3e6', foam: true, straw: '#f4d03f' }],
  [/thandai/, { liquid: '#f4dcc0', top: '#fbeedc', side: 'nuts' }],
  [/sol kadhi/, { liquid: '#e49ab2', top: '#f0bccc', mint: true }],
  [/chaas|buttermilk|sambharam/, { liquid: '#f2f4e6', top: '#fbfcf2', mint: true, side: 'mint' }],
  [/badam|milk/, { liquid: '#f4da92', top: '#f8e8b8', side: 'nuts' }],
  [/soft drink|cola|can\b/, { liquid: '#4a2414', top: '#6a3a22', ice: true }],
  [/water\b/, { liquid: '#e2f0f8', top: '#f2f9fd', ice: true }],
];

function glass(c: Ctx): string {
  const { n, rng, t } = c;
  const d = DRINKS.find(([re]) => re.test(n))?.[1] ?? { liquid: '#f49a2a', top: '#f8bc5a', ice: true, side: 'mango' as const };
  const gx = /soft drink|packaged|can\b/.test(n) ? -36 : 0;
  const X = (v: number): number => v + gx;
  let out =
    E(X(166), 214, 52, 9, t.shadow) +
    P(`M${X(116)} 40L${X(126)} 212A34 8 0 0 0 ${X(194)} 212L${X(204)} 40z`, '#ffffff', ' fill-opacity=".75"');
  out += P(`M${X(120)} 64L${X(129)} 210A31 7 0 0 0 ${X(191)} 210L${X(200)} 64z`, d.liquid);
  if (/falooda/.test(n))
    out +=
      P(`M${X(126)} 160L${X(129)} 210A31 7 0 0 0 ${X(191)} 210L${X(194)} 160z`, '#f6e8d0') +
      grains(rng, X(160), 186, 24, 18, 16, 10, '#fffaf0', 2) +
      speckle(rng, X(160), 136, 28, 18, 20, '#2a1e14', 2.5);
  if (/lagoon/.test(n)) out += P(`M${X(125)} 140L${X(129)} 210A31 7 0 0 0 ${X(191)} 210L${X(195)} 140z`, '#1f6fb0');
  out += E(X(160), 64, 40, 8, d.top);
  if (d.ice)
    for (const [x, y] of spots(rng, X(160), 120, 22, 50, 4))
      out += R(x - 13, y - 13, 26, 26, 4, '#f6fffb', ` fill-opacity=".55" transform="${rot(15, x, y)}"`);
  if (d.lemon) out += C(X(168), 96, 14, '#b8cc2e') + C(X(168), 96, 11, '#eef2a8') + S(`M${X(157)} 96h22M${X(168)} 85v22`, '#d8e070', 1.5);
  if (/soda|lime/.test(n))
    out += S(
      scatter(rng, X(160), 140, 26, 56, 12)
        .map(([x, y]) => `M${x} ${y}a2 2 0 1 0 4 0a2 2 0 1 0 -4 0`)
        .join(''),
      '#ffffff',
      1.5,
    );
  if (d.foam)
    out += P(
      `M${X(122)} 70Q${X(118)} 52 ${X(136)} 50Q${X(140)} 36 ${X(160)} 38Q${X(180)} 36 ${X(184)} 50Q${X(202)} 52 ${X(198)} 70Q${X(160)} 80 ${X(122)} 70z`,
      d.top,
    );
  if (/oreo/.test(n))
    out += speckle(rng, X(160), 130, 28, 60, 24, '#2a1a14', 4) + C(X(196), 44, 14, '#2a1a14') + C(X(196), 44, 9, '#f4f0ea');
  if (/chocolate/.test(n)) out += S(`M${X(136)} 52q12 8 24 0t24 0`, '#4a2414', 4);
  if (/lassi|thandai|badam|falooda/.test(n))
    out += grains(rng, X(160), 56, 22, 8, 8, 5, '#e2661a', 1.5) + grains(rng, X(160), 56, 22, 8, 6, 4, '#8fc04a', 3);
  if (/thandai/.test(n)) out += speckle(rng, X(160), 62, 28, 5, 5, '#e86a9a', 4);
  if (/jaljeera/.test(n)) out += dotsAt(scatter(rng, X(160), 62, 30, 5, 12), '#e0a040', 5);
  if (/chaas|sambharam|sol kadhi/.test(n)) out += speckle(rng, X(160), 64, 30, 5, 10, '#6b4a2a', 2.5);
  if (d.straw) out += S(`M${X(150)} 70L${X(180)} 20L${X(196)} 10`, d.straw, 6);
  if (d.mint) out += herbs(rng, X(160), 80, 30, 40, 5, '#2e9a3a', 20);
  if (/colada/.test(n)) out += P(`M${X(190)} 42l30 -24l6 8z`, '#f6d04a') + C(X(182), 34, 7, '#d8213a');
  const sx = 262;
  switch (/soft drink|can\b/.test(n) ? 'can' : /packaged/.test(n) ? 'pack' : d.side) {
    case 'can':
      return (
        out +
        E(250, 206, 36, 8, t.shadow) +
        R(216, 70, 64, 136, 10, '#d8281e') +
        E(248, 72, 32, 8, '#c9d0d6') +
        E(248, 204, 32, 7, '#b8c0c8') +
        S('M228 110q20 30 40 10', '#ffffff', 6)
      );
    case 'pack':
      return (
        out +
        E(252, 206, 36, 8, t.shadow) +
        P('M218 80h60v124h-60z', '#f49a2a') +
        P('M218 80l10 -14h60l-10 14z', '#f8c060') +
        P('M278 80l10 -14v124l-10 14z', '#d87a1a') +
        C(248, 140, 20, '#fbd85a') +
        S('M262 70l8 -36', '#f4f0ea', 4)
      );
    case 'lemon':
      return (
        out +
        C(sx, 190, 18, '#d4c22a') +
        C(sx, 190, 14, '#f4ec9a') +
        S(`M${sx - 12} 190h24M${sx} 178v24M${sx - 8} 182l16 16M${sx + 8} 182l-16 16`, '#e8dc6a', 1.5)
      );
    case 'watermelon':
      return (
        out +
        P(`M${sx - 34} 176a34 34 0 0 0 68 0z`, '#3f8a2e') +
        P(`M${sx - 30} 176a30 28 0 0 0 60 0z`, '#ea4a62') +
        dotsAt(scatter(rng, sx, 188, 16, 6, 5), '#2a1a14', 4)
      );
    case 'pineapple':
      return (
        out +
        E(sx, 192, 28, 14, '#c8962a') +
        E(sx, 190, 26, 12, '#f6d04a') +
        E(sx, 190, 8, 4, '#fbe7a0') +
        S(`M${sx - 20} 190h12M${sx + 8} 190h12M${sx} 180v5M${sx} 195v5`, '#e8b830', 2)
      );
    case 'cookies':
      return (
        out +
        E(sx - 4, 196, 18, 8, '#2a1a14') +
        E(sx - 4, 192, 18, 8, '#3a261e') +
        E(sx + 10, 180, 18, 8, '#2a1a14') +
        E(sx + 10, 176, 18, 8, '#3a261e')
      );
    case 'mango':
      return (
        out +
        P(
          `M${sx - 24} 170C${sx - 36} 140 ${sx - 6} 118 ${sx + 16} 132C${sx + 38} 148 ${sx + 28} 200 ${sx} 204C${sx - 16} 206 ${sx - 18} 186 ${sx - 24} 170z`,
          /aam panna/.test(n) ? '#8cbf3a' : '#f6b02a',
        ) +
        P(`M${sx + 10} 132q15 0 20 -14q-15 0 -20 14z`, '#3f9a3a')
      );
    case 'nuts':
      return (
        out +
        P(
          spots(rng, sx, 192, 22, 8, 5)
            .map(([x, y]) => `M${x - 8} ${y}q8 -8 16 0q-8 6 -16 0z`)
            .join(''),
          '#d9a86a',
        )
      );
    case 'mint':
      return out + herbs(rng, sx, 188, 20, 12, 7, '#2e9a3a', 14);
    default:
      return out;
  }
}

function cup(c: Ctx): string {
  const { n, rng, t } = c;
  if (/filter/.test(n)) {
    return (
      E(164, 206, 96, 14, t.shadow) +
      P('M74 160Q80 204 160 206Q240 204 246 160z', '#b8c0c8') +
      E(160, 160, 86, 22, '#dfe4e8') +
      E(160, 162, 74, 17, '#c8905e') +
      P('M114 60L122 168Q160 180 198 168L206 60z', '#c9d0d6') +
      S('M124 70L130 160', '#eef1f3', 6) +
      E(160, 60, 46, 11, '#e4e8ec') +
      E(160, 62, 41, 8, '#c89062') +
      S('M138 62q11 5 22 0t22 0', '#e0b888', 4) +
      S('M140 44q-8 -10 0 -20t0 -18M166 42q-8 -10 0 -20t0 -18', '#ffffff', 4, ' stroke-opacity=".8"') +
      E(266, 196, 9, 6, '#5a3018') +
      E(282, 204, 9, 6, '#5a3018') +
      S('M259 196q7 -4 14 0M275 204q7 -4 14 0', '#2e160a', 1.5)
    );
  }
  const liquid = /coffee/.test(n) ? '#7a4424' : /chocolate/.test(n) ? '#5a2e16' : '#c89062';
  return (
    E(164, 206, 100, 20, t.shadow) +
    E(160, 198, 100, 22, '#ffffff') +
    E(160, 198, 62, 13, '#ebe5f2') +
    S('M214 110q40 -6 34 26q-6 26 -40 22', '#ffffff', 12) +
    P('M96 96Q100 192 160 196Q220 192 224 96z', '#ffffff') +
    S('M104 150Q160 168 216 150', t.stripe, 5) +
    E(160, 96, 64, 16, '#ffffff') +
    E(160, 98, 57, 12, liquid) +
    S(`M${int(rng, 126, 136)} 98q14 6 28 0t28 0`, '#e0b888', 4) +
    S('M136 70q-10 -12 0 -22t0 -22M160 68q-10 -12 0 -22t0 -22M184 70q-10 -12 0 -22t0 -22', t.shadow, 4)
  );
}

// ── salads and papad ──

function salad(c: Ctx): string {
  const { n, rng, t } = c;
  const inBowl = /kachumber|sprout|fruit|russian|pasta|koshimbir/.test(n);
  if (inBowl) {
    const base = /russian|koshimbir/.test(n) ? '#f6f0dc' : /pasta/.test(n) ? '#f0e0b0' : /sprout/.test(n) ? '#d8e8a8' : '#f4e6cc';
    let out = bowl(t, base) + mound(112, base, 30);
    const cx = 160;
    const cy = 104;
    if (/sprout/.test(n)) {
      let d = '';
      for (const [x, y] of scatter(rng, cx, cy, 72, 18, 46)) d += `M${x} ${y}l${int(rng, -4, 4)} 3`;
      out += S(d, '#6aa83a', 5) + grains(rng, cx, cy, 72, 18, 20, 5, '#fffaf0', 1.6);
    }
    if (/fruit/.test(n)) {
      const colors = ['#f4c020', '#d8321f', '#8cc04a', '#f08a24', '#fff4d8', '#b8213a'];
      for (const [x, y] of spots(rng, cx, cy, 72, 18, 18)) out += R(x - 6, y - 6, 12, 11, 2, pick(rng, colors));
      out += speckle(rng, cx, cy, 66, 16, 12, '#8a4a2a', 2.5);
    } else if (/pasta/.test(n)) {
      out += penne(rng, cx, cy, 70, 16, 12);
      out += speckle(rng, cx, cy, 66, 16, 10, '#d8321f', 6) + speckle(rng, cx, cy, 66, 16, 8, '#2a1e14', 5);
    } else if (!/sprout/.test(n)) {
      const palette = /russian/.test(n)
        ? ['#f08a24', '#8cc04a', '#f4d03f', '#f6e8b8']
        : /koshimbir/.test(n)
          ? ['#8cc06a', '#b8dc8a', '#e4f0c8']
          : ['#d8321f', '#8cc06a', '#e9d4e6', '#ee5a3e'];
      for (const [x, y] of spots(rng, cx, cy, 74, 20, 22)) out += R(x - 6, y - 6, 12, 11, 2, pick(rng, palette));
    } else out += speckle(rng, cx, cy, 66, 16, 10, '#d8321f', 5);
    if (/koshimbir|sprout/.test(n)) out += dotsAt(scatter(rng, cx, cy, 60, 14, 6), '#c8904a', 6);
    return out + (/fruit|russian/.test(n) ? '' : herbs(rng, cx, cy, 64, 16, 5)) + (/sprout|kachumber/.test(n) ? lemon(252, 186, -10) : '');
  }
  let out = plate(t);
  let leaves = '';
  for (const [x, y] of spots(rng, 160, 142, 74, 28, /caprese/.test(n) ? 0 : 6))
    leaves += leafD(x - 28, y + 6, 58, between(rng, -0.8, 0.3) + (x > 160 ? Math.PI : 0));
  out += P(leaves, /caesar/.test(n) ? '#a8d06a' : '#7cc04e');
  if (/caprese/.test(n)) {
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2;
      const x = 160 + 64 * Math.cos(a);
      const y = 140 + 28 * Math.sin(a);
      out += i % 2 ? E(x, y + 2, 20, 12, '#e6dcc4') + E(x, y, 20, 12, '#fffdf6') : E(x, y, 20, 12, '#d8321f') + E(x, y, 16, 9, '#ee5a3e');
    }
    return out + herbs(rng, 160, 140, 70, 28, 8, '#2e8b3a', 14) + S('M120 140q40 14 80 0', '#6a8a1a', 2);
  }
  if (/chicken/.test(n))
    for (const [x, y] of spots(rng, 160, 136, 56, 20, 5))
      out += G(
        rot(int(rng, -30, 30), x, y),
        R(x - 18, y - 6, 36, 12, 5, '#c8864a') + S(`M${x - 10} ${y - 4}v8M${x} ${y - 4}v8M${x + 10} ${y - 4}v8`, '#7a3a12', 2.5),
      );
  if (/caesar/.test(n)) {
    for (const [x, y] of spots(rng, 160, 140, 66, 24, 5)) out += cube(x - 6, y - 5, 11, '#d8a04a', '#f0c470', '#b8802a');
    out += grains(rng, 160, 138, 60, 22, 10, 8, '#fffaf0', 4);
  } else {
    for (const [x, y] of spots(rng, 160, 140, 66, 26, 5)) out += E(x, y, 15, 10, '#d8321f') + E(x, y, 11, 7, '#ee5a3e');
    for (const [x, y] of spots(rng, 160, 140, 66, 26, 4)) out += E(x, y, 15, 10, '#3f8a2e') + E(x, y, 12, 8, '#d9ecb0');
  }
  if (/greek/.test(n)) {
    for (const [x, y] of spots(rng, 160, 136, 56, 20, 4)) out += cube(x - 6, y - 5, 11, '#fbf8f0', '#ffffff', '#e8e4da');
    out += S(
      spots(rng, 160, 140, 60, 22, 5)
        .map(([x, y]) => `M${x - 4} ${y}a4 3 0 1 0 8 0a4 3 0 1 0 -8 0`)
        .join(''),
      '#2a2a2a',
      3.5,
    );
  }
  return (
    out +
    onionRings(
      [
        [110, 124, 12],
        [206, 156, 10],
      ],
      '#a34a8a',
    ) +
    lemon(250, 176, -10)
  );
}

function papad(c: Ctx): string {
  const { n, rng, t } = c;
  if (/churi|crushed/.test(n)) {
    let out = bowl(t, '#f6e6b4') + mound(112, '#f6e6b4', 26);
    for (const [x, y] of spots(rng, 160, 104, 72, 16, 18))
      out += P(
        `M${x} ${y}l${int(rng, 8, 14)} ${int(rng, -6, 0)}l${int(rng, -4, 4)} ${int(rng, 6, 10)}z`,
        pick(rng, ['#f2d68e', '#e8c878', '#fbeab8']),
      );
    return (
      out +
      speckle(rng, 160, 104, 66, 14, 10, '#d8321f', 5) +
      speckle(rng, 160, 104, 66, 14, 6, '#c46aa4', 4) +
      herbs(rng, 160, 102, 60, 12, 5)
    );
  }
  let out = plate(t);
  for (const [x, y, r] of [
    [132, 134, 62],
    [192, 146, 58],
  ] as const) {
    out += P(blobD(rng, x, y + 4, r, r * 0.44), '#e4c478') + P(blobD(rng, x, y, r, r * 0.44), '#f6e2a8');
    out += speckle(rng, x, y, r * 0.8, r * 0.34, 14, '#fbf0cc', 9) + speckle(rng, x, y, r * 0.8, r * 0.34, 14, '#d8ac5a', 2.5);
  }
  return out + katori(t, 250, 104, 22, '#4f9e35');
}

// ── south Indian plates ──

/** A banana leaf under the food (dosa, uttapam, puttu). */
const bananaLeaf = (t: Tint): string =>
  E(164, 154, 150, 60, t.shadow) +
  P('M10 156Q40 84 170 86Q300 88 312 150Q280 214 150 212Q24 210 10 156z', '#3f9a3a') +
  S('M14 156Q160 140 310 150', '#7cc35a', 4) +
  S('M60 120l30 28M120 100l26 44M200 100l-20 44M260 116l-30 30M70 190l30 -38M140 206l10 -58M220 200l-20 -50', '#5cb048', 1.5);

/** Sambar and coconut chutney in two katoris at the front of the plate. */
const sambarChutney = (c: Ctx, y = 176): string =>
  katori(c.t, 246, y, 28, '#c8602a') +
  speckle(c.rng, 246, y, 16, 4, 4, '#f0a040', 4) +
  katori(c.t, 80, y + 4, 26, '#f7f2e2') +
  speckle(c.rng, 80, y + 4, 14, 4, 5, '#3a2a1a', 2.6);

function south(c: Ctx): string {
  const { n, rng, t } = c;
  if (/dosa/.test(n)) {
    const body = G(
      'rotate(-12 160 128)',
      R(40, 104, 236, 52, 26, '#c8862e') +
        R(48, 110, 220, 16, 8, '#e0a850') +
        S('M70 108q6 20 0 44M120 106q6 22 0 48M170 106q6 22 0 48M220 106q6 22 0 48', '#b8782a', 2) +
        E(272, 130, 12, 25, '#e8b04a') +
        E(272, 130, 7, 17, '#d8982a'),
    );
    return (
      bananaLeaf(t) +
      sambarChutney(c, 178) +
      body +
      speckle(rng, 150, 124, 100, 16, 30, '#f2cc7a', 3.5) +
      speckle(rng, 150, 130, 100, 14, 16, '#9a5a1e', 2.5)
    );
  }
  if (/puttu/.test(n)) {
    let out = bananaLeaf(t) + katori(t, 240, 120, 34, '#6b3518') + dotsAt(scatter(rng, 240, 120, 20, 5, 9), '#c8904a', 7);
    for (const x of [96, 148]) {
      out += R(x - 20, 96, 40, 70, 6, '#f7f2e6') + E(x, 166, 20, 6, '#f7f2e6') + E(x, 96, 20, 6, '#fffdf6');
      out += S(`M${x - 19} 118q19 6 38 0M${x - 19} 142q19 6 38 0`, '#e6dcc6', 5) + speckle(rng, x, 130, 14, 30, 8, '#ffffff', 3);
    }
    return out;
  }
  if (/appam|idiyappam/.test(n)) {
    let out = bananaLeaf(t) + katori(t, 252, 176, 26, '#f4e6c4') + vegBits(rng, 252, 176, 14, 4, 5);
    for (const [x, y] of [
      [112, 136],
      [190, 128],
    ] as const) {
      if (/idiyappam/.test(n)) {
        out += E(x, y + 4, 40, 20, '#e6dfcc') + E(x, y, 40, 20, '#faf6ec');
        let d = '';
        for (let i = 0; i < 14; i++)
          d += `M${x - 34 + int(rng, 0, 50)} ${y + int(rng, -14, 12)}q${int(rng, 4, 10)} -8 ${int(rng, 10, 20)} 0`;
        out += S(d, '#e8e0cc', 1.5) + grains(rng, x, y - 6, 18, 6, 8, 3, '#ffffff', 3);
      } else {
        out +=
          E(x, y, 50, 26, '#d8a858') +
          speckle(rng, x, y, 46, 22, 16, '#eac47a', 5) +
          E(x, y + 2, 26, 14, '#fbf6e8') +
          E(x - 4, y, 14, 6, '#ffffff');
      }
    }
    return out;
  }
  let out = plate(t) + sambarChutney(c, 182);
  if (/vada/.test(n)) {
    for (const [x, y] of [
      [110, 128],
      [170, 120],
      [146, 150],
    ] as const)
      out +=
        E(x, y + 5, 30, 16, '#a85e20') +
        E(x, y, 30, 16, '#d08a3a') +
        E(x - 4, y - 4, 16, 6, '#e6a854') +
        E(x, y, 8, 4.5, '#6e3a14') +
        speckle(rng, x, y, 24, 12, 4, '#2a1e14', 2.5);
    return out;
  }
  out += E(156, 134, 82, 38, '#c8862e') + E(156, 129, 82, 38, '#f0c070');
  for (const [x, y] of spots(rng, 156, 128, 64, 28, 14))
    out += rng() < 0.4 ? R(x - 4, y - 3, 8, 6, 1.5, '#d8321f') : P(`M${x} ${y}q5 -5 10 0`, 'none', ' stroke="#c46aa4" stroke-width="3"');
  return out + speckle(rng, 156, 128, 64, 28, 10, '#3f8f2f', 4) + herbs(rng, 156, 128, 60, 26, 5);
}

// ── pasta, noodles, bakes, pizza, bakery ──

function pasta(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t);
  if (/noodle|chow|hakka/.test(n)) {
    out += E(160, 134, 96, 44, '#d9a441');
    let d = '';
    for (let i = 0; i < 22; i++) {
      const [x, y] = scatter(rng, 160, 132, 74, 32, 1)[0] ?? [160, 132];
      const w = int(rng, 7, 12) * (rng() < 0.5 ? -1 : 1);
      d += `M${x} ${y}q${w} -8 ${2 * w} 0t${2 * w} 0`;
    }
    out += S(d, '#f2ce7a', 3.5) + grains(rng, 160, 132, 70, 28, 12, 10, '#ee7d22', 3) + grains(rng, 160, 132, 70, 28, 10, 10, '#3f8f2f', 3);
    if (/chicken/.test(n)) out += grains(rng, 160, 130, 60, 24, 10, 11, '#b8703a', 5);
    return out + S('M218 46L300 150M236 40L306 144', '#8b5a2b', 5);
  }
  const white = /alfredo|white/.test(n);
  out += P(blobD(rng, 160, 136, 96, 42), white ? '#f6ecd0' : '#c8381e');
  out += penne(rng, 160, 128, 72, 28, 12);
  if (/chicken/.test(n)) for (const [x, y] of spots(rng, 160, 130, 60, 22, 5)) out += chunk(rng, x, y, 10, 7, '#c8864a', '#e0a468');
  out += white
    ? speckle(rng, 160, 130, 70, 26, 20, '#3a2a1a', 2) + speckle(rng, 160, 130, 60, 22, 12, '#3f9a3a', 3.5)
    : grains(rng, 160, 128, 60, 22, 10, 7, '#fffaf0', 3.5);
  return out + herbs(rng, 160, 126, 60, 22, white ? 3 : 6, '#2e8b3a', 12);
}

function baked(c: Ctx): string {
  const { n, rng, t } = c;
  if (/lasagn/.test(n)) {
    const sauce = /chicken/.test(n) ? '#9a3418' : '#c2381c';
    let out = plate(t) + P('M96 130l30 -22h120l-30 22z', '#f0bc4a') + speckle(rng, 170, 118, 50, 8, 10, '#c07a22', 6);
    const bands: readonly (readonly [number, string])[] = [
      [6, '#f2c458'],
      [6, '#f4dc98'],
      [8, sauce],
      [6, '#f8efda'],
      [6, '#f4dc98'],
      [8, sauce],
      [6, '#f4dc98'],
    ];
    let y = 130;
    for (const [h, col] of bands) {
      out +=
        P(`M96 ${y}h120v${h}h-120z`, col) +
        P(`M216 ${y}l30 -22v${h}l-30 22z`, col) +
        P(`M216 ${y}l30 -22v${h}l-30 22z`, '#000000', ' fill-opacity=".12"');
      y += h;
    }
    return (
      out +
      herbs(rng, 200, 114, 20, 6, 3, '#2e8b3a', 12) +
      P(`M100 ${y}q60 14 130 -4`, sauce, ' fill-opacity=".5"') +
      P(leafD(256, 170, 30, -2.6) + leafD(262, 178, 26, -2.2), '#7cc04e')
    );
  }
  let out =
    E(164, 156, 136, 60, t.shadow) +
    E(38, 140, 16, 10, '#f4f0ea') +
    E(282, 140, 16, 10, '#f4f0ea') +
    E(160, 146, 124, 56, '#e8e2d8') +
    E(160, 138, 124, 56, '#ffffff') +
    E(160, 136, 108, 46, '#f0c25a');
  out += speckle(rng, 160, 134, 96, 38, 26, '#c8842a', 9) + speckle(rng, 160, 134, 90, 36, 16, '#f8dc86', 7);
  out += dotsAt(scatter(rng, 160, 134, 86, 34, 8), '#4f9a2e', 7) + dotsAt(scatter(rng, 160, 134, 86, 34, 6), '#f08a24', 6);
  return out + herbs(rng, 160, 130, 70, 30, 5, '#2e8b3a', 8);
}

function pizza(c: Ctx): string {
  const { n, rng, t } = c;
  const bbq = /bbq|barbecue/.test(n);
  let out =
    E(166, 152, 144, 70, t.shadow) + E(160, 142, 144, 70, '#c98f55') + E(160, 132, 128, 62, '#d99440') + E(160, 130, 128, 60, '#eab45c');
  out += E(160, 130, 112, 50, bbq ? '#8a3418' : '#d8391f');
  out += P(
    spots(rng, 160, 128, 90, 38, 9)
      .map(([x, y]) => blobD(rng, x, y, 14, 8))
      .join(''),
    '#fff2cc',
  );
  if (bbq) for (const [x, y] of spots(rng, 160, 128, 86, 36, 7)) out += chunk(rng, x, y, 10, 7, '#8a3a14', '#b05a24');
  else {
    out += P(
      spots(rng, 160, 128, 86, 36, 8)
        .map(([x, y]) => `M${x} ${y}l10 -3l2 9l-10 3z`)
        .join(''),
      '#3f8f2f',
    );
    for (const [x, y] of spots(rng, 160, 128, 86, 36, 4)) out += mushroom(x, y);
    out += dotsAt(scatter(rng, 160, 128, 86, 36, 12), '#f4c020', 6);
  }
  out += onionRings(
    spots(rng, 160, 128, 80, 32, 4).map(([x, y]) => [x, y, 8] as const),
    '#c46aa4',
  );
  return out + S('M60 130L260 130M96 92L224 168M96 168L224 92', '#f2c46a', 2, ' stroke-opacity=".7"');
}

function bakery(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t);
  if (/pancake/.test(n)) {
    for (let i = 0; i < 4; i++) out += E(156, 160 - i * 12, 70, 26, '#c8802e') + E(156, 156 - i * 12, 70, 26, '#eebb66');
    out += P('M110 118q46 -20 92 0q-6 18 -20 10q-8 26 -16 6q-10 18 -20 0q-20 10 -36 -16z', '#e8a020') + butterCube(146, 102, 16);
    return out + S('M210 140q4 14 0 26', '#e8a020', 5) + dotsAt(scatter(rng, 240, 176, 14, 6, 5), '#7a1e3a', 8);
  }
  if (/toast|bruschetta|garlic bread|sandwich/.test(n)) {
    const sq = /toast|sandwich/.test(n);
    const pts = sq
      ? [
          [120, 120],
          [176, 142],
          [112, 160],
        ]
      : spots(rng, 160, 138, 66, 24, 5);
    for (const [x, y] of pts as readonly Pt[]) {
      const d = int(rng, -20, 20);
      out += sq
        ? G(rot(d, x, y), R(x - 34, y - 24, 68, 48, 10, '#b8702a') + R(x - 30, y - 21, 60, 42, 8, /french/.test(n) ? '#e8a848' : '#f4e0b0'))
        : G(rot(d, x, y), E(x, y + 4, 30, 16, '#b8742a') + E(x, y, 30, 16, '#f0c674'));
      if (/bruschetta/.test(n)) out += dotsAt(scatter(rng, x, y - 2, 18, 8, 8), '#d8321f', 7) + herbs(rng, x, y, 14, 6, 2, '#2e8b3a', 9);
      if (/garlic/.test(n)) out += speckle(rng, x, y, 20, 8, 8, '#5a9a2a', 3) + speckle(rng, x, y, 20, 8, 5, '#fffaf0', 4);
    }
    if (/french/.test(n))
      out +=
        speckle(rng, 150, 140, 60, 30, 30, '#ffffff', 2.5) +
        S('M96 110q30 30 60 10t60 20', '#e8a020', 4) +
        dotsAt(scatter(rng, 236, 180, 14, 6, 5), '#b8213a', 8);
    return out;
  }
  return out + P(blobD(rng, 160, 140, 70, 28), '#e8b060');
}

function pav(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t);
  const buns = (x: number, y: number): string =>
    E(x, y, 34, 20, '#c47a24') +
    P(`M${x - 34} ${y}Q${x - 34} ${y - 28} ${x} ${y - 28}Q${x + 34} ${y - 28} ${x + 34} ${y}Q${x} ${y + 12} ${x - 34} ${y}z`, '#e2a24a') +
    S(`M${x - 20} ${y - 16}q20 -10 40 0`, '#f4cd80', 4);
  if (/vada pav|dabeli|burger/.test(n)) {
    for (const [x, y] of [
      [116, 140],
      [196, 130],
    ] as const) {
      out += E(x, y + 10, 40, 16, '#c47a24') + E(x, y + 6, 40, 14, '#e8b060');
      out += /dabeli/.test(n)
        ? E(x, y + 2, 40, 10, '#a8341a') +
          dotsAt(scatter(rng, x, y + 2, 32, 4, 5), '#d8213a', 5) +
          grains(rng, x, y + 4, 36, 4, 10, 5, '#f0b838', 2)
        : E(x, y + 2, 42, 11, '#d08a2e') + S(`M${x - 34} ${y + 6}q34 8 68 0`, '#4a9a2a', 3);
      out +=
        P(
          `M${x - 40} ${y}Q${x - 40} ${y - 34} ${x} ${y - 34}Q${x + 40} ${y - 34} ${x + 40} ${y}Q${x} ${y + 8} ${x - 40} ${y}z`,
          '#e2a24a',
        ) + S(`M${x - 22} ${y - 20}q22 -10 44 0`, '#f4cd80', 4);
    }
    return out + greenChilli(210, 176, -8, 30) + greenChilli(226, 166, 10, 26);
  }
  const [base, hi] = /bhurji|egg/.test(n) ? ['#f2c24a', '#e0a030'] : /keema/.test(n) ? ['#7a2e14', '#5a1e0c'] : ['#c8401c', '#a3341a'];
  out += P('M58 146C58 112 90 96 128 96C166 96 198 112 198 146C198 166 58 166 58 146z', base) + speckle(rng, 128, 130, 56, 22, 30, hi, 4);
  if (/misal/.test(n)) out += grains(rng, 128, 118, 50, 14, 30, 5, '#f0b838', 3) + dotsAt(scatter(rng, 128, 118, 44, 12, 10), '#d8862e', 5);
  if (/keema/.test(n)) out += dotsAt(scatter(rng, 128, 126, 50, 18, 12), '#7cc04e', 6);
  if (/egg/.test(n)) out += speckle(rng, 128, 126, 50, 18, 10, '#d8321f', 5);
  out += herbs(rng, 128, 126, 50, 18, 6) + speckle(rng, 128, 126, 50, 18, 8, '#f0e6f2', 4);
  return out + buns(218, 124) + buns(246, 156) + lemon(116, 176, 0);
}

function eggPlate(c: Ctx): string {
  const { rng, t } = c;
  let out = plate(t) + katori(t, 250, 112, 22, '#d8321f');
  out += P(blobD(rng, 150, 142, 78, 32), '#e8a838') + P(blobD(rng, 150, 138, 72, 28), '#f6cc52');
  out +=
    speckle(rng, 150, 138, 60, 22, 10, '#c46aa4', 4.5) +
    speckle(rng, 150, 138, 60, 22, 8, '#d8321f', 4.5) +
    speckle(rng, 150, 138, 60, 22, 8, '#3f8f2f', 3.5);
  return (
    out + herbs(rng, 150, 136, 56, 20, 5) + G('rotate(-10 250 176)', R(226, 160, 48, 34, 6, '#c8862e') + R(229, 163, 42, 28, 5, '#f2dca8'))
  );
}

// ── desserts ──

/** Almond slivers, pistachio and saffron over an area. */
const nuts = (rng: Rng, cx: number, cy: number, rx: number, ry: number): string =>
  grains(rng, cx, cy, rx, ry, 6, 6, '#e8cfa0', 3.5) +
  grains(rng, cx, cy, rx, ry, 8, 5, '#8fc04a', 2.5) +
  grains(rng, cx, cy, rx, ry, 8, 5, '#e2661a', 1.5);

const SWEET_BOWLS: readonly (readonly [RegExp, string, boolean])[] = [
  [/moong dal halwa/, '#c8862e', true],
  [/kesari|sheera/, '#f0902a', true],
  [/halwa/, '#d8842a', true],
  [/qubani|apricot/, '#b8581e', false],
  [/sheer khurma|seviyan/, '#f3e2b8', false],
  [/phirni|firni/, '#f6eeda', false],
  [/mishti doi/, '#f3dcae', false],
  [/shrikhand/, '#f6d87a', false],
  [/basundi|rabri|rabdi/, '#f0d698', false],
  [/payasam/, '#f0d8c0', false],
  [/custard/, '#f6d860', false],
];

function sweetBowl(c: Ctx): string {
  const { n, rng, t } = c;
  const [, base, heap] = SWEET_BOWLS.find(([re]) => re.test(n)) ?? [/./, '#f4e4bc', false];
  const clay = /phirni|firni|mishti doi/.test(n);
  let out = bowl(t, base, clay ? 'clay' : 'white', heap ? 120 : 112);
  const cy = heap ? 100 : 114;
  if (heap) out += mound(120, base, 44) + grains(rng, 160, cy, 74, 20, 60, 5, /moong/.test(n) ? '#a8681e' : '#e87a1a', 3.2);
  if (/mishti doi/.test(n))
    out +=
      E(156, 113, 66, 16, '#dcae6e') + E(150, 110, 40, 8, '#e8c490') + S('M196 104L250 64', '#b8c0c8', 7) + E(256, 58, 12, 7, '#c9d0d6');
  if (/sheer khurma|seviyan/.test(n))
    out += grains(rng, 160, 114, 74, 18, 26, 16, '#e0b868', 1.8) + dotsAt(scatter(rng, 160, 114, 60, 14, 5), '#5a2a14', 8);
  if (/qubani|apricot/.test(n)) {
    for (const [x, y] of spots(rng, 160, 114, 60, 14, 5)) out += C(x, y, 9, '#e08a2a') + C(x - 2, y - 2, 5, '#f0a84a');
    out += P(blobD(rng, 176, 104, 24, 10), '#fffaf0');
  }
  if (/custard/.test(n))
    for (const [x, y] of spots(rng, 160, 114, 70, 16, 12))
      out += R(x - 5, y - 5, 10, 9, 2, pick(rng, ['#d8321f', '#8cc04a', '#fff4d8', '#b8213a', '#f08a24']));
  if (/payasam/.test(n))
    out += grains(rng, 160, 114, 70, 16, 20, 6, '#fffaf0', 4) + dotsAt(scatter(rng, 160, 114, 60, 14, 6), '#6a2a2a', 5);
  if (/shrikhand|kheer|basundi|rabri|phirni/.test(n) && !heap)
    out += S(`M${int(rng, 130, 150)} 112q20 -8 40 0t30 0`, '#fffaf0', 3, ' stroke-opacity=".6"');
  if (/kesari/.test(n))
    out +=
      S(
        spots(rng, 160, cy, 60, 16, 5)
          .map(([x, y]) => `M${x} ${y}a4 3 0 1 1 6 4`)
          .join(''),
        '#f8ecc8',
        3.5,
      ) + dotsAt(scatter(rng, 160, cy, 60, 14, 4), '#6a2a2a', 5);
  return out + (/custard|mishti/.test(n) ? '' : nuts(rng, 160, cy - 2, 56, 12));
}

function sweetBalls(c: Ctx): string {
  const { n, rng, t } = c;
  if (/laddoo|ladoo|laddu/.test(n)) {
    let out = plate(t);
    for (const [x, y] of spots(rng, 160, 138, 62, 20, 5))
      out += ball(x, y, 22, '#e0841e', '#f0a030', '#f8cc70') + speckle(rng, x, y, 14, 12, 8, '#c86a14', 3.5);
    return out + nuts(rng, 160, 130, 60, 20);
  }
  let out = bowl(t, '#f2d898', 'blue');
  for (const [x, y] of spots(rng, 160, 108, 56, 12, 5)) out += ball(x, y, 19, '#e0d2b0', '#fffdf6', '#ffffff');
  return out + speckle(rng, 160, 116, 70, 14, 10, '#fffaf0', 5);
}

function sweetPlate(c: Ctx): string {
  const { n, rng, t } = c;
  let out = plate(t);
  if (/tiramisu/.test(n)) {
    out += P('M100 128l28 -20h96l-28 20z', '#6a3a1e') + speckle(rng, 160, 118, 44, 7, 14, '#4a2414', 4);
    const bands = ['#f6ead6', '#8a5a3a', '#f6ead6', '#8a5a3a'];
    bands.forEach((col, i) => {
      const y = 128 + i * 11;
      out +=
        P(`M100 ${y}h96v11h-96z`, col) +
        P(`M196 ${y}l28 -20v11l-28 20z`, col) +
        P(`M196 ${y}l28 -20v11l-28 20z`, '#000000', ' fill-opacity=".1"');
    });
    return out + E(236, 180, 8, 5, '#5a3018') + E(252, 172, 8, 5, '#5a3018');
  }
  if (/brownie/.test(n)) {
    out +=
      P('M84 130l24 -18h70l-24 18z', '#6e3a1e') +
      P('M84 130h70v30h-70z', '#4a2412') +
      P('M154 130l24 -18v30l-24 18z', '#3a1c0e') +
      S('M96 126l20 -6l16 4', '#4a2412', 2);
    out +=
      ball(206, 128, 30, '#ecdcbc', '#fff8ea', '#ffffff') +
      S('M88 126q14 6 28 0t28 0M184 110q12 6 22 0t22 0', '#3a1c0e', 4) +
      speckle(rng, 130, 122, 30, 6, 8, '#e8cfa0', 4);
    return out;
  }
  if (/custard|flan|caramel/.test(n)) {
    out +=
      E(160, 160, 80, 22, '#b8641e') +
      P('M104 156L116 112H204L216 156Q160 170 104 156z', '#f4cc6a') +
      E(160, 112, 44, 12, '#a8561c') +
      S('M118 124q4 16 0 26M200 124q-3 14 0 24', '#b8641e', 4);
    return out + herbs(rng, 170, 108, 10, 3, 2, '#2e8b3a', 12);
  }
  if (/panna cotta|pudding/.test(n)) {
    out +=
      E(160, 160, 60, 18, '#b8203a') +
      P('M112 158Q108 100 160 98Q212 100 208 158Q160 172 112 158z', '#fbf6ee') +
      P('M122 110Q160 90 198 110Q196 124 188 118Q182 134 174 118Q160 130 150 116Q140 128 134 114Q126 124 122 110z', '#b8203a');
    return out + C(232, 166, 7, '#b8203a') + C(246, 174, 7, '#8a1a3a') + herbs(rng, 160, 98, 6, 3, 2, '#2e8b3a', 12);
  }
  if (/malpua/.test(n)) {
    for (const [x, y] of [
      [116, 138],
      [192, 148],
    ] as const)
      out +=
        P(blobD(rng, x, y, 46, 22), '#b8641e') + P(blobD(rng, x, y - 2, 40, 18), '#e09a3e') + P(blobD(rng, x + 6, y - 4, 20, 8), '#f8ecd0');
    return out + nuts(rng, 156, 138, 70, 18);
  }
  if (/barfi|burfi|katli/.test(n)) {
    for (const [x, y] of spots(rng, 160, 140, 62, 20, 6))
      out +=
        P(`M${x - 24} ${y + 4}l24 -12l24 12l-24 12z`, '#e0d2b0') +
        P(`M${x - 24} ${y}l24 -12l24 12l-24 12z`, '#f6ecd6') +
        S(`M${x - 10} ${y - 2}l14 4`, '#dde2e6', 4);
    return out;
  }
  if (/sandesh|peda/.test(n)) {
    for (const [x, y] of spots(rng, 160, 138, 62, 20, 6))
      out +=
        E(x, y + 4, 22, 11, '#e8d4a8') +
        E(x, y, 22, 11, '#f8ecd0') +
        S(`M${x - 10} ${y}a10 5 0 1 0 20 0a10 5 0 1 0 -20 0`, '#eadbb4', 2) +
        C(x, y, 3, '#8fc04a');
    return out;
  }
  for (const [x, y, d] of [
    [120, 128, -10],
    [190, 130, 12],
    [150, 156, 4],
  ] as const)
    out += G(
      rot(d, x, y),
      P(`M${x - 34} ${y + 16}L${x - 26} ${y - 18}H${x + 30}L${x + 34} ${y + 16}z`, '#b8702a') +
        P(`M${x - 30} ${y + 10}L${x - 24} ${y - 14}H${x + 26}L${x + 30} ${y + 10}z`, '#e09a44'),
    );
  for (const [x, y] of spots(rng, 156, 138, 60, 18, 5)) out += P(blobD(rng, x, y, 16, 7), '#f8ecd0');
  return out + nuts(rng, 156, 136, 60, 18);
}

function parfait(c: Ctx): string {
  const { rng, t } = c;
  return (
    E(164, 206, 60, 10, t.shadow) +
    P('M100 90L112 200A48 10 0 0 0 208 200L220 90z', '#ffffff', ' fill-opacity=".75"') +
    P('M104 116L114 198A46 9 0 0 0 206 198L216 116z', '#6a3a1e') +
    P('M108 150L114 198A46 9 0 0 0 206 198L212 150Q160 160 108 150z', '#4a2412') +
    E(160, 116, 56, 11, '#8a5232') +
    P('M128 112Q126 92 146 92Q150 78 166 82Q186 80 188 96Q200 100 192 114Q160 124 128 112z', '#fff8ee') +
    grains(rng, 160, 96, 24, 8, 10, 6, '#3a1c0e', 3) +
    C(178, 82, 9, '#c8213a') +
    S('M178 74l2 -6', '#3f8a2e', 3) +
    E(252, 196, 12, 6, '#5a3018') +
    E(268, 186, 12, 6, '#3a1c0e')
  );
}

function iceCream(c: Ctx): string {
  const { n, rng, t } = c;
  if (/kulfi/.test(n)) {
    let out = plate(t);
    for (const [x, y] of spots(rng, 160, 140, 60, 20, 4))
      out += E(x, y + 3, 20, 9, '#e0c490') + E(x, y, 20, 9, '#f6e4b8') + C(x, y, 3, '#8fc04a');
    return out + nuts(rng, 160, 136, 60, 18);
  }
  if (/darsaan|honey noodle/.test(n)) {
    let out = plate(t);
    let d = '';
    for (const [x, y] of spots(rng, 140, 146, 60, 22, 12)) d += `M${x} ${y}l${int(rng, 14, 24)} ${int(rng, -10, 10)}`;
    out +=
      S(d, '#c8781e', 9) + S(d, '#eeb04e', 4) + speckle(rng, 140, 140, 60, 20, 16, '#fffaf0', 2.5) + S('M96 130q40 -14 80 0', '#e8a020', 3);
    return out + ball(208, 118, 28, '#f2e4cc', '#fff8ea', '#ffffff');
  }
  const flavours: readonly (readonly [string, string])[] = [
    ['#eb9ab4', '#f6bccd'],
    ['#ecdcbc', '#fff6e4'],
    ['#7a4024', '#96583a'],
    ['#f0c050', '#f8dc84'],
  ];
  let out =
    E(166, 208, 64, 10, t.shadow) +
    P('M102 124L118 204Q160 214 202 204L218 124z', '#d8213a') +
    S('M110 150Q160 160 210 150M114 178Q160 188 206 178', '#f8e4e4', 5);
  out += E(160, 124, 58, 14, '#b81a30');
  for (const [x, y] of [
    [138, 112],
    [182, 110],
    [160, 90],
  ] as const) {
    const [dark, light] = pick(rng, flavours);
    out += C(x, y, 26, dark) + C(x - 3, y - 4, 20, light) + S(`M${x - 22} ${y + 12}q6 6 12 0t12 0t12 0t12 0`, dark, 5);
  }
  return (
    out +
    S('M182 92l34 -50', '#d8b07a', 9) +
    speckle(rng, 160, 94, 34, 16, 12, pick(rng, ['#e84a6a', '#4a2414', '#f0b02a', '#8fc04a']), 3.5)
  );
}

/** Jalebi coils: arcs of growing radius, alternating sides. */
function coil(cx: number, cy: number): string {
  const radii = [2.5, 7, 12, 16, 21, 26];
  let x = cx;
  let d = `M${x} ${cy}`;
  radii.forEach((r, i) => {
    x += i % 2 === 0 ? 2 * r : -2 * r;
    d += `A${r} ${f(r * 0.6)} 0 0 1 ${f(x)} ${cy}`;
  });
  return d;
}

function jalebi(c: Ctx): string {
  const { rng, t } = c;
  const d = spots(rng, 150, 134, 50, 16, 3)
    .map(([x, y]) => coil(x, y))
    .join('');
  return (
    plate(t) +
    katori(t, 252, 110, 28, '#f0d698') +
    nuts(rng, 252, 110, 14, 4) +
    S(d, '#d8781a', 9) +
    S(d, '#f4a430', 5) +
    S(d, '#fbd070', 1.5)
  );
}

// ── boxes and live counters ──

function box(c: Ctx): string {
  const { n, rng, t } = c;
  let out = E(164, 206, 120, 14, t.shadow) + P('M74 110L90 40H230L246 110z', '#d8ac70') + P('M74 110H246L262 160H58z', '#e8c894');
  if (/mithai|sweet/.test(n)) {
    const kinds = ['laddoo', 'jamun', 'barfi', 'peda'];
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < 4; i++) {
        const x = 100 + i * 40 + r * 6;
        const y = 120 + r * 22;
        const k = kinds[(i + r * 2 + int(rng, 0, 3)) % 4];
        out +=
          k === 'laddoo'
            ? ball(x, y, 13, '#e0841e', '#f0a030', '#f8cc70')
            : k === 'jamun'
              ? ball(x, y, 13, '#5a1e0c', '#7e3014', '#d9905a')
              : k === 'barfi'
                ? P(`M${x - 14} ${y}l14 -8l14 8l-14 8z`, '#f4ead0') + S(`M${x - 8} ${y}h16`, '#d8dde2', 3)
                : E(x, y + 2, 13, 8, '#d8b480') + E(x, y, 13, 8, '#ecd0a0') + C(x, y, 2.5, '#8fc04a');
      }
  } else {
    out += P('M96 136l22 -30l22 30z', '#e3a23c') + P('M118 106l22 30l6 -4z', '#c4801f');
    out += /chicken/.test(n)
      ? chunk(rng, 170, 122, 16, 11, '#c9461e', '#e0642c') + chunk(rng, 196, 130, 15, 10, '#c9461e', '#e0642c')
      : ball(172, 124, 13, '#5a1e0c', '#7e3014', '#d9905a') + ball(198, 128, 13, '#5a1e0c', '#7e3014', '#d9905a');
    out +=
      G('rotate(-8 226 126)', P('M206 140l20 -34l20 34z', '#f4e0b0') + S('M210 134h32', '#5aa33a', 4)) + R(110, 140, 30, 12, 3, '#d8321f');
  }
  return (
    out +
    P('M58 160H262L250 206H70z', '#c8945a') +
    S('M110 176h100', '#b07a40', 4) +
    R(128, 168, 64, 22, 4, '#fff6e6') +
    S('M140 179h40', '#c8945a', 3)
  );
}

function counter(c: Ctx): string {
  const { n, rng, t } = c;
  let out = E(164, 210, 130, 14, t.shadow) + P('M60 150h200l-10 58H70z', '#b8c0c8') + S('M80 170h160', '#d0d6dc', 4);
  out += P('M130 150q6 -22 14 -6q4 -16 10 0q6 -20 14 -4q6 -14 10 8z', '#f08a24') + P('M140 150q4 -12 8 -2q4 -10 8 0q4 -10 8 2z', '#4a8ad8');
  out += E(160, 128, 124, 40, '#2a2a2a') + E(160, 124, 116, 36, '#474747');
  if (/dosa/.test(n))
    out +=
      E(160, 124, 96, 28, '#e0a850') + speckle(rng, 160, 124, 88, 24, 30, '#c8862e', 4) + speckle(rng, 160, 124, 80, 22, 16, '#f2cc7a', 3);
  else if (/jalebi/.test(n)) {
    const d = spots(rng, 160, 122, 60, 14, 3)
      .map(([x, y]) => coil(x - 20, y))
      .join('');
    out += E(160, 124, 100, 30, '#c8902e') + S(d, '#d8781a', 9) + S(d, '#f4a430', 5);
  } else if (/chaat|tikki/.test(n)) {
    for (const [x, y] of spots(rng, 160, 122, 76, 18, 6)) out += E(x, y + 4, 20, 10, '#a8641e') + E(x, y, 20, 10, '#d8963e');
  } else if (/pasta/.test(n)) {
    out += P(blobD(rng, 160, 124, 84, 26), rng() < 0.5 ? '#c8381e' : '#f6ecd0');
    out += penne(rng, 160, 120, 66, 18, 10);
    out += herbs(rng, 160, 118, 60, 16, 4, '#2e8b3a', 10);
  } else {
    const meat = /chicken|mutton|keema/.test(n);
    for (const [x, y] of spots(rng, 160, 122, 80, 20, 9))
      out += meat
        ? chunk(rng, x, y, 13, 9, '#a83c16', '#c8561f')
        : chunk(rng, x, y, 11, 8, pick(rng, ['#e2a640', '#f08a24', '#7aa83a', '#fbf3df']), '#f8dca0');
    out += capsicumOnion(rng, 160, 122, 80, 20, 8) + herbs(rng, 160, 120, 70, 18, 5);
  }
  return out + S('M250 118l50 -60', '#3a3a3a', 5) + P('M236 124l18 -16l8 10l-18 14z', '#c9d0d6');
}

// ───────────────────────────── choosing an archetype ─────────────────────────────

const ARCHETYPES = {
  counter,
  box,
  cup,
  glass,
  soup,
  iceCream,
  parfait,
  jalebi,
  sweetBalls,
  sweetPlate,
  sweetBowl,
  salad,
  papad,
  chaat,
  pav,
  south,
  bread,
  rice,
  raita,
  pasta,
  baked,
  pizza,
  bakery,
  eggPlate,
  momo,
  roll,
  cubes,
  grill,
  tikka,
  kebab,
  dryStarter,
  fried,
  curry,
} as const;

/** The name of a drawing: one of ~30 archetypes (plate, bowl, glass, cup… with food of a kind). */
export type Archetype = keyof typeof ARCHETYPES;

/** First match wins: the order settles names with several cues (e.g. "Chicken Tikka Masala" is a curry, "Tandoori Roti" a bread). */
const RULES: readonly (readonly [Archetype, RegExp])[] = [
  ['counter', /\blive\b|counter|station/],
  ['box', /\bbox\b/],
  ['glass', /cold coffee|iced|frappe/],
  ['cup', /\bchai\b|\btea\b|coffee|kahwa|hot chocolate/],
  [
    'glass',
    /lassi|mojito|shake|juice|cooler|lemonade|shikanji|jaljeera|soda|lagoon|colada|aam panna|sharbat|sherbet|falooda|thandai|chaas|buttermilk|sambharam|sol kadhi|smoothie|nimbu|badam milk|drink|\bcan\b|water\b/,
  ],
  ['soup', /soup|shorba|rasam|marag|broth/],
  [
    'sweetPlate',
    /brownie|tiramisu|panna cotta|caramel custard|shahi tukda|double ka meetha|malpua|sandesh|barfi|burfi|katli|peda|\bcakes?\b|cupcake|pastry/,
  ],
  ['iceCream', /ice cream|ice-cream|kulfi|sundae|darsaan/],
  ['parfait', /mousse/],
  ['jalebi', /jalebi|imarti/],
  ['sweetBalls', /rasgulla|rasgola|laddoo|ladoo|laddu|jamun/],
  ['momo', /momo|dumpling|modak/],
  ['salad', /salad|koshimbir|kachumber|fruit chaat|sprouts/],
  ['papad', /papad|papadum/],
  ['chaat', /chaat|pani puri|gol ?gappa|puchka|bhel|sev puri|dahi bhalla|dahi vada|dahi puri/],
  ['pav', /\bpav\b|dabeli|burger/],
  ['bread', /puri bhaji|chole bhature|dal baati|baati/],
  ['curry', /kadhi/],
  ['fried', /mirchi vada|bonda|pakora|pakoda|bhajji|bhaji|fritter|pori|kachori|devil|chop\b|vadi\b|bhaja|fries|wedges|samosa/],
  ['south', /dosa|uttapam|uthappam|idli|vada|appam|puttu|paniyaram|pesarattu|chilla|cheela/],
  ['bread', /naan|roti|paratha|parotta|kulcha|\bpuri\b|poori|luchi|bhatura|bhature|chapati|phulka|bhakri|thepla|thalipeeth|poli\b/],
  ['salad', /pasta salad/],
  ['pasta', /noodle|chow ?mein|pasta|penne|spaghetti|macaroni|alfredo|arrabbiata/],
  ['rice', /biryani|pulao|pilaf|\brice\b|khichdi|khichuri|\bbhat\b|\bbath\b|pongal|puliyogare|upma|poha|risotto/],
  ['raita', /raita/],
  ['baked', /lasagn|baked/],
  ['pizza', /pizza/],
  ['bakery', /toast|bruschetta|garlic bread|sandwich|pancake|waffle/],
  ['eggPlate', /omelet/],
  ['roll', /roll\b|wrap|frankie|kathi|shawarma|khandvi/],
  ['cubes', /dhokla|handvo|khaman/],
  ['grill', /tangdi|lollipop|wings|drumstick|fish fry|fish finger|fish and chips|grilled chicken/],
  ['curry', /tikka masala|masala$|curry|gravy|korma|makhani/],
  ['tikka', /tikka|boti|reshmi|tandoori/],
  ['kebab', /kebab|kabab|tikki|cutlet|patty/],
  [
    'dryStarter',
    /chilli|manchurian|\b65\b|majestic|dragon|crispy|honey|apollo|koliwada|pepper fry|chicken fry|prawns?\b.*garlic|garlic prawns/,
  ],
  ['sweetBowl', /halwa|kheer|payasam|phirni|firni|basundi|rabri|rabdi|shrikhand|doi\b|kesari|sheera|sheer khurma|meetha|custard|pudding/],
];

const GROUP_DEFAULTS: Readonly<Record<string, Archetype>> = {
  appetizer: 'fried',
  'soups-beverages': 'soup',
  'salad-papad': 'salad',
  'main-course': 'curry',
  'breads-rice-raita': 'rice',
  breakfast: 'south',
  mocktails: 'glass',
  dessert: 'sweetBowl',
};

/** The words a dish is drawn from: its name and slug, lower case, without brackets. */
function wordsOf(dish: IllustratedDish): string {
  return `${dish.name} ${dish.slug.replace(/-/g, ' ')}`.toLowerCase().replace(/[()]/g, ' ');
}

/** Which drawing a dish gets: by the words of its name (see `RULES`), else by its meal group. */
export function archetypeOf(dish: IllustratedDish): Archetype {
  const words = wordsOf(dish);
  const kind = RULES.find(([, re]) => re.test(words))?.[0] ?? GROUP_DEFAULTS[dish.mealGroup] ?? 'curry';
  // Indo-Chinese names ("Chicken Manchurian") are dry starters among appetizers, gravies among mains.
  return kind === 'dryStarter' && dish.mealGroup === 'main-course' ? 'curry' : kind;
}

/** The SVG text of a dish's generated illustration; the same dish always gives the same bytes. */
export function illustrationSvg(dish: IllustratedDish): string {
  const rng = rngFor(dish.slug);
  const t = TINTS[hashString(`tint:${dish.slug}`) % TINTS.length] ?? TINTS[0];
  if (!t) throw new Error('no background tints');
  return svg(t, ARCHETYPES[archetypeOf(dish)]({ n: wordsOf(dish), rng, t }));
}

/** The source of `data/catalogue/dishImages.ts` mapping every slug to its illustration. */
export function dishImagesSource(slugs: readonly string[]): string {
  const key = (slug: string): string => (/^[A-Za-z_$][\w$]*$/.test(slug) ? slug : `'${slug}'`);
  return [
    '/**',
    ' * Dish illustrations, served from /uploads/dishes (long-lived cache): one SVG for every dish of the chef',
    ' * catalogue (`dishes.ts`) and of the party-food menu (`partyFood.ts`); a slug in both shares one file.',
    ' *',
    ' * GENERATED by `npx tsx scripts/dish-illustrations.ts`: do not edit by hand. Run it again after adding or',
    ' * renaming a dish; it draws the missing illustrations (never touching the hand-made ones) and rewrites this map.',
    ' */',
    'export const DISH_IMAGES: Readonly<Record<string, string>> = {',
    ...slugs.map((slug) => `  ${key(slug)}: '${illustrationUrl(slug)}',`),
    '};',
    '',
  ].join('\n');
}
