/**
 * The invite rendering bench (invite image rendering, ms per image): `renderInvite` in this
 * process, for each size (og 1200x630, share 1080x1350) and language (English, Hindi), over a set of templates
 * in turn with a real event's texts (not the cached previews), after a warm-up that loads the fonts; and the
 * share size over a host's own photo (JPEG out). Reports p50 and p99 of the ms per image and the image size.
 */
import sharp from 'sharp';
import type { InviteImageSize, InviteLanguage } from '../lib/contracts/templates';
import { INVITE_TEMPLATES } from '../data/invites/templates';
import { renderInvite, type InviteEvent } from '../server/events/render';

/** Renders measured per row. */
export const RENDER_BENCH_RUNS = 30;

/** One row of the render bench. */
export interface RenderBenchRow {
  size: InviteImageSize;
  language: InviteLanguage;
  background: 'design' | 'photo';
  renders: number;
  p50: number;
  p99: number;
  mean: number;
  /**
   * Process CPU time per image (all threads: shaping, resvg, sharp), ms: unlike the wall-clock figures it
   * hardly moves when other work shares the machine's cores.
   */
  cpu: number;
  /** Average output size, kB. */
  kb: number;
}

const EVENTS: Record<InviteLanguage, InviteEvent> = {
  en: {
    title: "Aarav's 7th Birthday",
    hostNames: ['Neha Sharma', 'Vikram Sharma'],
    date: '2026-12-12',
    time: '18:30',
    venue: 'Sunshine Banquets, 2nd floor, MG Road, near Metro Pillar 112, Pune 411001',
  },
  hi: {
    title: 'आरव का सातवाँ जन्मदिन',
    hostNames: ['नेहा शर्मा', 'विक्रम शर्मा'],
    date: '2026-12-12',
    time: '18:30',
    venue: 'सनशाइन बैंक्वेट्स, दूसरी मंज़िल, एमजी रोड, मेट्रो पिलर 112 के पास, पुणे 411001',
  },
};

/** The `share` percentile (0..1) of ascending `sorted` values (nearest rank), 0 when empty. */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function measure(
  row: Omit<RenderBenchRow, 'renders' | 'p50' | 'p99' | 'mean' | 'cpu' | 'kb'>,
  runs: number,
  photo: Buffer,
): Promise<RenderBenchRow> {
  const times: number[] = [];
  let bytes = 0;
  let cpuMicros = 0;
  for (let i = 0; i < runs + 2; i += 1) {
    const template = INVITE_TEMPLATES[(i * 7) % INVITE_TEMPLATES.length];
    if (!template) throw new Error('empty catalogue');
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const image = await renderInvite({
      template,
      language: row.language,
      size: row.size,
      event: EVENTS[row.language],
      customImage: row.background === 'photo' ? photo : undefined,
    });
    const took = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuStarted);
    // the first two are the warm-up (fonts parsed, shaping caches filled)
    if (i >= 2) {
      times.push(took);
      bytes += image.length;
      cpuMicros += cpuUsed.user + cpuUsed.system;
    }
  }
  times.sort((a, b) => a - b);
  return {
    ...row,
    renders: runs,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    cpu: cpuMicros / 1000 / runs,
    kb: bytes / runs / 1000,
  };
}

/** Runs the render bench: four rows of designs (two sizes x two languages) and one over a photo. */
export async function benchRender(runs = RENDER_BENCH_RUNS): Promise<RenderBenchRow[]> {
  // a 12-megapixel camera-sized photo, as a host's upload would be after the pipeline
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const rows: RenderBenchRow[] = [];
  for (const size of ['og', 'share'] as const) {
    for (const language of ['en', 'hi'] as const) rows.push(await measure({ size, language, background: 'design' }, runs, photo));
  }
  rows.push(await measure({ size: 'share', language: 'hi', background: 'photo' }, runs, photo));
  return rows;
}
