/**
 * Photos made for the gallery tests and bench with sharp: a camera-like JPEG of any size with EXIF (camera,
 * GPS location, orientation), PNG and WebP files, a HEIC sample and a PNG header claiming huge dimensions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** EXIF of a phone photo taken at India Gate, New Delhi (28.6129 N, 77.2295 E). */
export const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'TC-24', Software: 'camera firmware 1.0' },
  // libvips keeps the GPS tags in its IFD3
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '28/1 36/1 4644/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '77/1 13/1 4620/100',
  },
};

/**
 * A JPEG of `width` × `height` with detail (coloured noise scaled up, so it decodes like a photo, not a flat
 * colour), quality 90, with `GPS_EXIF` and the EXIF `orientation` (1 upright, 6 turned 90°).
 */
export async function cameraJpeg(width: number, height: number, { orientation = 1, quality = 90 } = {}): Promise<Buffer> {
  const seed = await sharp({
    create: {
      width: Math.max(1, Math.round(width / 4)),
      height: Math.max(1, Math.round(height / 4)),
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return sharp(seed)
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExif(GPS_EXIF)
    .toBuffer();
}

/** A plain image of `width` × `height` in `format`. */
export function plainImage(width: number, height: number, format: 'png' | 'webp' | 'avif' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A real HEVC-coded HEIC photo (640 × 480, made with libheif's heif-enc), as iPhones write them. */
export function heicSample(): Buffer {
  return readFileSync(path.join(process.cwd(), 'tests/unit/server/gallery/fixtures/sample.heic'));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The start of a PNG that says it is `width` × `height` (a decompression bomb's header; no pixel data). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const chunk = Buffer.concat([Buffer.from('IHDR', 'latin1'), ihdr]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk));
  const chunkOf = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([size, body, check]);
  };
  // a few bytes of (empty) image data and the end: enough for a reader to take the header as a PNG's
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    length,
    chunk,
    crc,
    chunkOf('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunkOf('IEND', Buffer.alloc(0)),
  ]);
}
