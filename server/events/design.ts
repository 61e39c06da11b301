/**
 * The drawings of the invite designs: backgrounds, patterns, layout panels and decorative
 * shapes, written as SVG in code (no images, nothing copyrighted). Every function returns SVG markup for a
 * canvas of `width` x `height` pixels; shapes are placed in the margins around the text box, and scattered
 * shapes come from a generator seeded by the template id, so a design draws the same on every render.
 */
import type { TemplateDesign } from '../../lib/contracts/templates';

type Palette = TemplateDesign['palette'];
type Decoration = TemplateDesign['decorations'][number];

/** The canvas and the rectangle the text is laid out in (pixels). */
export interface Frame {
  width: number;
  height: number;
  text: { x: number; y: number; width: number; height: number };
}

/** A small deterministic random generator (mulberry32), seeded by a string. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;

/** The background gradient (or colour) definition and the rectangle that paints it. */
export function background(design: TemplateDesign, width: number, height: number): string {
  const { kind, colours, angle = 90 } = design.background;
  if (kind === 'solid' || colours.length === 1) return `<rect width="${width}" height="${height}" fill="${colours[0] ?? '#ffffff'}"/>`;
  const stops = colours.map((colour, i) => `<stop offset="${n((i / (colours.length - 1)) * 100)}%" stop-color="${colour}"/>`).join('');
  if (kind === 'radial') {
    return `<defs><radialGradient id="bg" cx="50%" cy="45%" r="75%">${stops}</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
  }
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  return (
    `<defs><linearGradient id="bg" x1="${n(50 - dx * 100)}%" y1="${n(50 - dy * 100)}%" x2="${n(50 + dx * 100)}%" y2="${n(50 + dy * 100)}%">${stops}</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
  );
}

/** The repeating pattern over the background, in the accent colour at low opacity. */
export function pattern(design: TemplateDesign, width: number, height: number, scale: number): string {
  const colour = design.palette.accent;
  const cell = n(36 * scale);
  let tile: string;
  switch (design.pattern) {
    case 'none':
      return '';
    case 'dots':
      tile = `<circle cx="${n(cell / 2)}" cy="${n(cell / 2)}" r="${n(2.6 * scale)}" fill="${colour}"/>`;
      break;
    case 'stripes':
      tile = `<rect width="${n(cell / 2)}" height="${cell}" fill="${colour}"/>`;
      break;
    case 'grid':
      tile = `<path d="M${cell} 0H0V${cell}" fill="none" stroke="${colour}" stroke-width="${n(1.2 * scale)}"/>`;
      break;
    case 'waves':
      tile = `<path d="M0 ${n(cell / 2)}Q${n(cell / 4)} ${n(cell / 4)} ${n(cell / 2)} ${n(cell / 2)}T${cell} ${n(cell / 2)}" fill="none" stroke="${colour}" stroke-width="${n(1.6 * scale)}"/>`;
      break;
    case 'rangoli': {
      const c = cell / 2;
      const petals = [0, 90, 180, 270]
        .map(
          (deg) =>
            `<ellipse cx="${n(c)}" cy="${n(c - 6 * scale)}" rx="${n(2.4 * scale)}" ry="${n(5 * scale)}" transform="rotate(${deg} ${n(c)} ${n(c)})"/>`,
        )
        .join('');
      tile = `<g fill="${colour}">${petals}<circle cx="${n(c)}" cy="${n(c)}" r="${n(2 * scale)}"/></g>`;
      break;
    }
  }
  const opacity = design.pattern === 'stripes' ? 0.08 : 0.16;
  return (
    `<defs><pattern id="pt" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">${tile}</pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#pt)" opacity="${opacity}"/>`
  );
}

/** The layout's panel (frame, arch or band; none for a centred layout) and the text box it leaves. */
export function layoutPanel(design: TemplateDesign, width: number, height: number): { svg: string; frame: Frame } {
  const { panel, secondary, accent } = design.palette;
  const portrait = height > width;
  const s = Math.min(width, height) / 630;
  // a portrait card's side decorations need the margins a landscape card has to spare
  const marginX = width * (portrait ? (design.layout === 'centered' ? 0.16 : 0.1) : 0.14);
  const marginY = height * (portrait ? 0.12 : 0.13);
  const card = { x: marginX, y: marginY, width: width - 2 * marginX, height: height - 2 * marginY };
  const panelOpacity = 0.9;
  switch (design.layout) {
    case 'framed': {
      const outer = Math.min(width, height) * 0.035;
      const inner = outer + 10 * s;
      const svg =
        `<rect x="${n(outer)}" y="${n(outer)}" width="${n(width - 2 * outer)}" height="${n(height - 2 * outer)}" rx="${n(6 * s)}" fill="${panel}" fill-opacity="${panelOpacity}" stroke="${secondary}" stroke-width="${n(3 * s)}"/>` +
        `<rect x="${n(inner)}" y="${n(inner)}" width="${n(width - 2 * inner)}" height="${n(height - 2 * inner)}" rx="${n(4 * s)}" fill="none" stroke="${accent}" stroke-width="${n(1.5 * s)}"/>`;
      return { svg, frame: { width, height, text: card } };
    }
    case 'arch': {
      const archWidth = width * (portrait ? 0.8 : 0.66);
      const x0 = (width - archWidth) / 2;
      const top = height * 0.06;
      const rise = height * (portrait ? 0.16 : 0.2);
      const bottom = height - height * 0.05;
      const d = `M${n(x0)} ${n(bottom)}V${n(top + rise)}A${n(archWidth / 2)} ${n(rise)} 0 0 1 ${n(x0 + archWidth)} ${n(top + rise)}V${n(bottom)}Z`;
      const svg =
        `<path d="${d}" fill="${panel}" fill-opacity="${panelOpacity}" stroke="${secondary}" stroke-width="${n(3 * s)}"/>` +
        `<path d="${d}" fill="none" stroke="${accent}" stroke-width="${n(1.5 * s)}" transform="translate(${n(width / 2)} ${n(height / 2)}) scale(0.96) translate(${n(-width / 2)} ${n(-height / 2)})"/>`;
      const text = {
        x: x0 + archWidth * 0.08,
        y: top + rise * 0.75,
        width: archWidth * 0.84,
        height: bottom - (top + rise * 0.75) - height * 0.05,
      };
      return { svg, frame: { width, height, text } };
    }
    case 'band': {
      const bandHeight = height * (portrait ? 0.66 : 0.74);
      const y = (height - bandHeight) / 2;
      const svg =
        `<rect x="0" y="${n(y)}" width="${width}" height="${n(bandHeight)}" fill="${panel}" fill-opacity="0.82"/>` +
        `<rect x="0" y="${n(y + 8 * s)}" width="${width}" height="${n(2 * s)}" fill="${accent}"/>` +
        `<rect x="0" y="${n(y + bandHeight - 10 * s)}" width="${width}" height="${n(2 * s)}" fill="${accent}"/>`;
      const text = { x: marginX, y: y + bandHeight * 0.06, width: width - 2 * marginX, height: bandHeight * 0.88 };
      return { svg, frame: { width, height, text } };
    }
    case 'centered':
      return { svg: '', frame: { width, height, text: card } };
  }
}

const star = (cx: number, cy: number, r: number, fill: string, rotate = 0) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = ((i * 36 - 90 + rotate) * Math.PI) / 180;
    points.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const heart = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<path d="M${n(cx)} ${n(cy + r * 0.9)}C${n(cx - r * 1.6)} ${n(cy - r * 0.2)} ${n(cx - r * 0.7)} ${n(cy - r * 1.3)} ${n(cx)} ${n(cy - r * 0.45)}C${n(cx + r * 0.7)} ${n(cy - r * 1.3)} ${n(cx + r * 1.6)} ${n(cy - r * 0.2)} ${n(cx)} ${n(cy + r * 0.9)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;

const sparkle = (cx: number, cy: number, r: number, fill: string) =>
  `<path d="M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.18)} ${n(cy - r * 0.18)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.18)} ${n(cy + r * 0.18)} ${n(cx)} ${n(cy + r)}Q${n(cx - r * 0.18)} ${n(cy + r * 0.18)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.18)} ${n(cy - r * 0.18)} ${n(cx)} ${n(cy - r)}Z" fill="${fill}"/>`;

/** Points in the margins around the text box (not over it), for scattered shapes. */
function marginPoints(frame: Frame, count: number, random: () => number): { x: number; y: number }[] {
  const { width, height, text } = frame;
  const points: { x: number; y: number }[] = [];
  for (let tries = 0; points.length < count && tries < count * 40; tries += 1) {
    const x = random() * width;
    const y = random() * height;
    const inside = x > text.x - 12 && x < text.x + text.width + 12 && y > text.y - 12 && y < text.y + text.height + 12;
    if (!inside) points.push({ x, y });
  }
  return points;
}

function balloon(cx: number, cy: number, r: number, fill: string, string: string): string {
  return (
    `<path d="M${n(cx)} ${n(cy + r * 1.2)}q${n(-r * 0.3)} ${n(r * 0.8)} ${n(r * 0.1)} ${n(r * 1.6)}t${n(-r * 0.1)} ${n(r * 1.4)}" fill="none" stroke="${string}" stroke-width="${n(r * 0.05)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 1.2)}" fill="${fill}"/>` +
    `<polygon points="${n(cx - r * 0.15)},${n(cy + r * 1.28)} ${n(cx + r * 0.15)},${n(cy + r * 1.28)} ${n(cx)},${n(cy + r * 1.15)}" fill="${fill}"/>` +
    `<ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.18)}" ry="${n(r * 0.3)}" fill="#ffffff" fill-opacity="0.45" transform="rotate(-25 ${n(cx - r * 0.35)} ${n(cy - r * 0.45)})"/>`
  );
}

function diya(cx: number, cy: number, r: number, palette: Palette): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.95)}" rx="${n(r * 0.5)}" ry="${n(r * 0.7)}" fill="#ffb300" fill-opacity="0.35"/>` +
    `<path d="M${n(cx)} ${n(cy - r * 1.5)}C${n(cx + r * 0.35)} ${n(cy - r * 0.9)} ${n(cx + r * 0.25)} ${n(cy - r * 0.45)} ${n(cx)} ${n(cy - r * 0.4)}C${n(cx - r * 0.25)} ${n(cy - r * 0.45)} ${n(cx - r * 0.35)} ${n(cy - r * 0.9)} ${n(cx)} ${n(cy - r * 1.5)}Z" fill="#ffca28"/>` +
    `<path d="M${n(cx)} ${n(cy - r * 1.1)}C${n(cx + r * 0.15)} ${n(cy - r * 0.8)} ${n(cx + r * 0.1)} ${n(cy - r * 0.5)} ${n(cx)} ${n(cy - r * 0.48)}C${n(cx - r * 0.1)} ${n(cy - r * 0.5)} ${n(cx - r * 0.15)} ${n(cy - r * 0.8)} ${n(cx)} ${n(cy - r * 1.1)}Z" fill="#ff6f00"/>` +
    `<path d="M${n(cx - r)} ${n(cy - r * 0.4)}Q${n(cx)} ${n(cy - r * 0.2)} ${n(cx + r * 1.25)} ${n(cy - r * 0.55)}Q${n(cx + r * 0.8)} ${n(cy + r * 0.55)} ${n(cx)} ${n(cy + r * 0.55)}Q${n(cx - r * 0.8)} ${n(cy + r * 0.55)} ${n(cx - r)} ${n(cy - r * 0.4)}Z" fill="${palette.secondary}"/>` +
    `<path d="M${n(cx - r * 0.7)} ${n(cy + r * 0.05)}Q${n(cx)} ${n(cy + r * 0.25)} ${n(cx + r * 0.8)} ${n(cy + r * 0.02)}" fill="none" stroke="${palette.accent}" stroke-width="${n(r * 0.09)}"/>`
  );
}

function mandala(cx: number, cy: number, r: number, colour: string): string {
  const rings = [1, 0.72, 0.45]
    .map((k) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * k)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.02)}"/>`)
    .join('');
  const petals: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    petals.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.86)}" rx="${n(r * 0.07)}" ry="${n(r * 0.14)}" transform="rotate(${i * 22.5} ${n(cx)} ${n(cy)})"/>`,
    );
  }
  for (let i = 0; i < 8; i += 1) {
    petals.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy - r * 0.58)}" rx="${n(r * 0.1)}" ry="${n(r * 0.2)}" transform="rotate(${i * 45 + 22.5} ${n(cx)} ${n(cy)})"/>`,
    );
  }
  return `<g opacity="0.55">${rings}<g fill="${colour}">${petals.join('')}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.16)}" fill="${colour}"/></g>`;
}

function marigoldFlower(cx: number, cy: number, r: number, fill: string): string {
  const petals: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    petals.push(
      `<circle cx="${n(cx + Math.cos((i * Math.PI) / 5) * r * 0.6)}" cy="${n(cy + Math.sin((i * Math.PI) / 5) * r * 0.6)}" r="${n(r * 0.45)}"/>`,
    );
  }
  return `<g fill="${fill}">${petals.join('')}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.45)}" fill="#e65100"/>`;
}

function leafSprig(x: number, y: number, length: number, angle: number, colour: string): string {
  const leaves: string[] = [`<path d="M0 0L${n(length)} 0" stroke="${colour}" stroke-width="${n(length * 0.02)}"/>`];
  for (let i = 1; i <= 5; i += 1) {
    const at = (length * i) / 6;
    const size = length * 0.12;
    leaves.push(
      `<ellipse cx="${n(at)}" cy="${n(-size * 0.7)}" rx="${n(size)}" ry="${n(size * 0.42)}" transform="rotate(-35 ${n(at)} ${n(-size * 0.7)})"/>`,
    );
    leaves.push(
      `<ellipse cx="${n(at)}" cy="${n(size * 0.7)}" rx="${n(size)}" ry="${n(size * 0.42)}" transform="rotate(35 ${n(at)} ${n(size * 0.7)})"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})" fill="${colour}" fill-opacity="0.85">${leaves.join('')}</g>`;
}

/** One decoration, drawn around the text box of `frame`. */
export function decoration(kind: Decoration, frame: Frame, palette: Palette, random: () => number): string {
  const { width, height } = frame;
  const s = Math.min(width, height) / 630;
  const trio = [palette.primary, palette.secondary, palette.accent];
  const colours = (i: number) => trio[i % 3] ?? palette.primary;
  switch (kind) {
    case 'balloons': {
      const out: string[] = [];
      // beside the text on a landscape card; in a portrait card's top corners, above most of it
      const top = height > width ? 0.07 : 0.3;
      const sides = [
        { x: width * 0.07, y: height * top },
        { x: width * 0.93, y: height * (top - 0.03) + 30 * s },
      ];
      for (const side of sides) {
        out.push(balloon(side.x - 26 * s, side.y + 30 * s, 30 * s, colours(0), palette.text));
        out.push(balloon(side.x + 24 * s, side.y + 10 * s, 34 * s, colours(2), palette.text));
        out.push(balloon(side.x, side.y - 30 * s, 28 * s, colours(1), palette.text));
      }
      return out.join('');
    }
    case 'confetti':
      return marginPoints(frame, 36, random)
        .map(({ x, y }, i) => {
          const fill = colours(i);
          return i % 3 === 0
            ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 * s)}" fill="${fill}"/>`
            : `<rect x="${n(x)}" y="${n(y)}" width="${n(12 * s)}" height="${n(5 * s)}" fill="${fill}" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})"/>`;
        })
        .join('');
    case 'bunting': {
      const flags: string[] = [];
      const sag = height * 0.05;
      const count = Math.round(width / (60 * s));
      const step = width / count;
      flags.push(
        `<path d="M0 ${n(6 * s)}Q${n(width / 2)} ${n(sag * 2 + 6 * s)} ${width} ${n(6 * s)}" fill="none" stroke="${palette.text}" stroke-width="${n(1.5 * s)}"/>`,
      );
      for (let i = 0; i < count; i += 1) {
        const x = i * step + step / 2;
        const t = x / width;
        const y = 6 * s + 4 * t * (1 - t) * sag;
        flags.push(
          `<polygon points="${n(x - step * 0.35)},${n(y)} ${n(x + step * 0.35)},${n(y)} ${n(x)},${n(y + 34 * s)}" fill="${colours(i)}"/>`,
        );
      }
      return flags.join('');
    }
    case 'stars':
      return marginPoints(frame, 14, random)
        .map(({ x, y }, i) => star(x, y, (6 + random() * 10) * s, i % 2 ? palette.accent : palette.secondary, random() * 72))
        .join('');
    case 'hearts':
      return marginPoints(frame, 10, random)
        .map(({ x, y }, i) => heart(x, y, (9 + random() * 12) * s, colours(i), 0.8))
        .join('');
    case 'sparkles':
      return marginPoints(frame, 16, random)
        .map(({ x, y }, i) => sparkle(x, y, (6 + random() * 12) * s, i % 2 ? palette.accent : palette.primary))
        .join('');
    case 'bubbles':
      return marginPoints(frame, 14, random)
        .map(({ x, y }) => {
          const r = (8 + random() * 22) * s;
          return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.accent}" fill-opacity="0.25" stroke="${palette.accent}" stroke-width="${n(2 * s)}"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.18)}" fill="#ffffff" fill-opacity="0.7"/>`;
        })
        .join('');
    case 'splash': {
      const out: string[] = [];
      const corners = [
        { x: 0, y: 0 },
        { x: width, y: 0 },
        { x: 0, y: height },
        { x: width, y: height },
      ];
      const holi = ['#ff1744', '#ffea00', '#00e676', '#2979ff', '#d500f9', '#ff9100'];
      corners.forEach((corner, c) => {
        for (let i = 0; i < 6; i += 1) {
          const r = (30 + random() * 60) * s;
          const x = corner.x + (corner.x === 0 ? 1 : -1) * random() * 110 * s;
          const y = corner.y + (corner.y === 0 ? 1 : -1) * random() * 90 * s;
          out.push(
            `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${holi[(c * 2 + i) % holi.length] ?? palette.accent}" fill-opacity="0.45"/>`,
          );
        }
      });
      return out.join('');
    }
    case 'diya':
      return diya(width * 0.08, height * 0.88, 34 * s, palette) + diya(width * 0.92, height * 0.88, 34 * s, palette);
    case 'marigold': {
      const out: string[] = [];
      const size = 13 * s;
      const count = Math.round(width / (size * 2.1));
      for (let i = 0; i <= count; i += 1) {
        const x = (i * width) / count;
        out.push(marigoldFlower(x, size * 0.9, size, i % 2 ? '#ffb300' : '#fb8c00'));
      }
      for (const x of [width * 0.04, width * 0.96]) {
        for (let j = 1; j <= 5; j += 1) out.push(marigoldFlower(x, size * 0.9 + j * size * 1.9, size * 0.9, j % 2 ? '#ffb300' : '#fb8c00'));
      }
      return out.join('');
    }
    case 'mandala': {
      const r = Math.min(width, height) * 0.22;
      return mandala(0, 0, r, palette.accent) + mandala(width, height, r, palette.accent);
    }
    case 'moon': {
      const r = 46 * s;
      const cx = width * 0.88;
      const cy = height * 0.16;
      return `<defs><mask id="crescent"><rect width="${width}" height="${height}" fill="#fff"/><circle cx="${n(cx + r * 0.42)}" cy="${n(cy - r * 0.22)}" r="${n(r * 0.9)}" fill="#000"/></mask></defs><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${palette.primary}" mask="url(#crescent)"/>`;
    }
    case 'leaves':
      return (
        leafSprig(width * 0.02, height * 0.2, 150 * s, -40, palette.accent) +
        leafSprig(width * 0.98, height * 0.8, 150 * s, 140, palette.accent)
      );
    case 'rings': {
      const r = 26 * s;
      const cx = width * 0.88;
      const cy = height * 0.86;
      return (
        `<circle cx="${n(cx - r * 0.55)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${palette.accent}" stroke-width="${n(6 * s)}"/>` +
        `<circle cx="${n(cx + r * 0.55)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${palette.secondary}" stroke-width="${n(6 * s)}"/>` +
        sparkle(cx + r * 0.9, cy - r * 1.1, 9 * s, palette.accent)
      );
    }
    case 'cake': {
      const x = width * 0.9;
      const y = height * 0.9;
      const w = 70 * s;
      return (
        `<rect x="${n(x - w / 2)}" y="${n(y - 30 * s)}" width="${n(w)}" height="${n(30 * s)}" rx="${n(5 * s)}" fill="${palette.primary}"/>` +
        `<rect x="${n(x - w * 0.35)}" y="${n(y - 54 * s)}" width="${n(w * 0.7)}" height="${n(24 * s)}" rx="${n(5 * s)}" fill="${palette.secondary}"/>` +
        `<rect x="${n(x - 2 * s)}" y="${n(y - 70 * s)}" width="${n(4 * s)}" height="${n(16 * s)}" fill="${palette.accent}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - 75 * s)}" rx="${n(4 * s)}" ry="${n(7 * s)}" fill="#ffb300"/>`
      );
    }
  }
}

/** Every decoration of a design, in order (the first is drawn first). */
export function decorations(design: TemplateDesign, frame: Frame, seed: string): string {
  const random = seededRandom(seed);
  return design.decorations.map((kind) => decoration(kind, frame, design.palette, random)).join('');
}

/** The small ornament between the names and the date line: two rules and a diamond in the accent colour. */
export function divider(cx: number, cy: number, width: number, colour: string, scale: number): string {
  const half = width / 2;
  const d = 6 * scale;
  return (
    `<rect x="${n(cx - half)}" y="${n(cy - scale)}" width="${n(half - d * 2)}" height="${n(2 * scale)}" fill="${colour}"/>` +
    `<rect x="${n(cx + d * 2)}" y="${n(cy - scale)}" width="${n(half - d * 2)}" height="${n(2 * scale)}" fill="${colour}"/>` +
    `<polygon points="${n(cx)},${n(cy - d)} ${n(cx + d)},${n(cy)} ${n(cx)},${n(cy + d)} ${n(cx - d)},${n(cy)}" fill="${colour}"/>`
  );
}
