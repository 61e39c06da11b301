/**
 * Photo processing of the gallery with `sharp`: the type from the file's own bytes, its size
 * turned upright by its EXIF orientation, a 400 px WebP thumbnail and a 1600 px WebP web size (never
 * enlarged), both without any metadata (EXIF, GPS location, XMP, ICC: sharp writes none unless asked). The
 * original is kept as uploaded, for customers who choose originals.
 */
import sharp from 'sharp';
import { UPLOAD_MAX_FILE_BYTES } from '../../lib/contracts/photos';
import { HttpError } from '../http/errors';

/** Largest photo accepted, in bytes (25 MB). */
export const MAX_PHOTO_BYTES = UPLOAD_MAX_FILE_BYTES;
/**
 * Largest photo accepted, in pixels: 200 megapixels (a 200 MP phone mode is 16,320 × 12,240), so a small
 * file that decodes to a huge image (a decompression bomb) is refused before it is decoded.
 */
export const MAX_PHOTO_PIXELS = 200_000_000;
/** Width of the thumbnail, in pixels. */
export const THUMB_WIDTH = 400;
/** Width of the web size, in pixels. */
export const WEB_WIDTH = 1600;
/** WebP qualities (0-100) of the thumbnail and the web size. */
export const THUMB_QUALITY = 72;
export const WEB_QUALITY = 82;

/** The photo types the gallery takes (jpg/png/webp/heic). */
export const PHOTO_FORMATS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  heic: { contentType: 'image/heic', extension: 'heic' },
} as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;

/** The message of a HEIC photo that cannot be decoded (a damaged file, or an image kind libheif does not know). */
export const HEIC_UNSUPPORTED_MESSAGE = 'This HEIC photo could not be read; please upload it as JPG';

/**
 * Decodes a HEIC photo into upright RGBA pixels with libheif compiled to WebAssembly (`heic-decode`): the
 * prebuilt libvips of sharp reads a HEIC file's header but has no HEVC decoder (iPhone photos are HEVC).
 */
async function decodeHeic(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: input });
  return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
}

/** HEIF brands of HEVC-coded images (iPhone photos are `heic`); `mif1`/`msf1` are generic HEIF. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * The photo type of a file from its first bytes (never from its name or declared type), or null when it is
 * none of jpg/png/webp/heic. AVIF (a HEIF file with the `avif` brand) is not one.
 * @param head at least the first 32 bytes.
 */
export function sniffPhotoFormat(head: Uint8Array): PhotoFormat | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [bytes.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return null;
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

/** One WebP rendition: its bytes and size in pixels. */
export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

/** What `processPhoto` makes of an upload. */
export interface ProcessedPhoto {
  format: PhotoFormat;
  /** The original's type, as stored (`image/jpeg`, ...). */
  contentType: string;
  /** The original's file extension (`jpg`, `png`, `webp`, `heic`). */
  extension: string;
  /** Size of the photo as seen upright (after its EXIF orientation), in pixels. */
  width: number;
  height: number;
  /** 400 px wide WebP, no metadata. */
  thumb: Rendition;
  /** 1600 px wide WebP (narrower photos keep their width), no metadata. */
  web: Rendition;
}

const unreadable = (fileName: string, cause?: unknown) =>
  new HttpError(415, `${fileName} could not be read as a photo: upload a JPG, PNG, WebP or HEIC file.`, { cause });

/**
 * Makes the renditions of one uploaded photo. The web size is decoded once (JPEG
 * shrink-on-load), turned upright and kept as raw pixels, from which both WebP files are encoded: neither
 * carries the original's EXIF (location included), XMP or ICC profile (colours are converted to sRGB).
 * @param input the whole file, at most `MAX_PHOTO_BYTES`.
 * @param fileName for messages only.
 * @throws HttpError 415 for a file that is not a jpg/png/webp/heic photo or cannot be decoded (a HEIC photo
 *   answers `HEIC_UNSUPPORTED_MESSAGE`); 413 beyond 25 MB or 200 megapixels.
 */
export async function processPhoto(input: Buffer, fileName: string): Promise<ProcessedPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw new HttpError(413, `${fileName} is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
  const format = sniffPhotoFormat(input.subarray(0, 64));
  if (!format) throw new HttpError(415, `${fileName} is not a JPG, PNG, WebP or HEIC photo.`);
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' } as const;

  let upright: { width: number; height: number };
  try {
    const meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw unreadable(fileName);
    if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
      throw new HttpError(413, `${fileName} is too large: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`);
    }
    upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw format === 'heic' ? new HttpError(415, HEIC_UNSUPPORTED_MESSAGE, { cause: error }) : unreadable(fileName, error);
  }

  try {
    // a HEIC photo is decoded by libheif (WebAssembly) into upright pixels, after its size was checked above
    const heic = format === 'heic' ? await decodeHeic(input) : null;
    const source = heic
      ? sharp(heic.data, { raw: { width: heic.width, height: heic.height, channels: 4 }, limitInputPixels: MAX_PHOTO_PIXELS })
      : sharp(input, options).autoOrient();
    const { data, info } = await source
      .resize({ width: WEB_WIDTH, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [web, thumb] = await Promise.all([
      sharp(data, raw).webp({ quality: WEB_QUALITY }).toBuffer({ resolveWithObject: true }),
      sharp(data, raw)
        .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
        .webp({ quality: THUMB_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      format,
      contentType: PHOTO_FORMATS[format].contentType,
      extension: PHOTO_FORMATS[format].extension,
      width: upright.width,
      height: upright.height,
      web: { data: web.data, width: web.info.width, height: web.info.height },
      thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
    };
  } catch (error) {
    throw format === 'heic' ? new HttpError(415, HEIC_UNSUPPORTED_MESSAGE, { cause: error }) : unreadable(fileName, error);
  }
}

/** Options of `squarePhoto`. */
export interface SquarePhotoOptions {
  /** Side of the stored square, pixels. */
  side: number;
  /** Smallest side of the upload, pixels. */
  minSide: number;
  /** WebP quality, 0-100. */
  quality: number;
}

/**
 * A face photo as we keep it (profile photos; providers' photos): the type from the file's own bytes, the
 * photo upright (`processPhoto`), then a centred `side`x`side` crop (on the most salient part) as WebP, no metadata.
 * @throws HttpError 415 for a file that is not a jpg/png/webp/heic photo (GIF, SVG, PDF ...); 400 for one that
 *   cannot be decoded (damaged) or is smaller than `minSide` on either side; 413 as `processPhoto`.
 */
export async function squarePhoto(data: Buffer, fileName: string, { side, minSide, quality }: SquarePhotoOptions): Promise<Buffer> {
  if (!sniffPhotoFormat(data.subarray(0, 64))) {
    throw new HttpError(415, 'Please choose a JPG, PNG, WebP or HEIC photo.');
  }
  let processed: ProcessedPhoto;
  try {
    processed = await processPhoto(data, fileName);
  } catch (error) {
    // the type was right, so a photo that cannot be read is damaged
    if (error instanceof HttpError && error.status === 415) {
      throw new HttpError(400, 'This photo could not be read. Please choose another one.', { cause: error });
    }
    throw error;
  }
  if (processed.width < minSide || processed.height < minSide) {
    throw new HttpError(400, `Please choose a photo of at least ${minSide}x${minSide} pixels.`);
  }
  return sharp(processed.web.data).resize(side, side, { fit: 'cover', position: 'attention' }).webp({ quality }).toBuffer();
}
