import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HEIC_UNSUPPORTED_MESSAGE,
  MAX_PHOTO_BYTES,
  processPhoto,
  sniffPhotoFormat,
  THUMB_WIDTH,
  WEB_WIDTH,
} from '../../../../server/media/images';
import { rejection } from '../../../helpers/rejection';
import { readExif } from './exif';
import { cameraJpeg, heicSample, plainImage, pngHeader } from './photoFixtures';

/** Every piece of metadata sharp can see in an image: none of it may survive into a rendition. */
async function metadataOf(image: Buffer) {
  const meta = await sharp(image).metadata();
  return { exif: meta.exif, xmp: meta.xmp, icc: meta.icc, iptc: meta.iptc, orientation: meta.orientation };
}

describe('photo processing', () => {
  let camera: Buffer;
  beforeAll(async () => {
    // a 24-megapixel camera photo (6000 × 4000) with the camera's EXIF and a GPS location
    camera = await cameraJpeg(6000, 4000);
  }, 60_000);

  it('makes a 400 px thumbnail and a 1600 px web size of a 24-megapixel JPEG, both WebP without EXIF or location', async () => {
    const exif = readExif((await sharp(camera).metadata()).exif);
    expect(exif?.gpsTags.length).toBeGreaterThanOrEqual(4); // the upload has a location...
    const photo = await processPhoto(camera, 'IMG_0001.jpg');
    expect([photo.format, photo.contentType, photo.extension, photo.width, photo.height]).toEqual([
      'jpeg',
      'image/jpeg',
      'jpg',
      6000,
      4000,
    ]);
    expect([photo.thumb.width, photo.thumb.height]).toEqual([THUMB_WIDTH, 267]);
    expect([photo.web.width, photo.web.height]).toEqual([WEB_WIDTH, 1067]);
    for (const rendition of [photo.thumb, photo.web]) {
      const meta = await sharp(rendition.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', rendition.width, rendition.height]);
      // ...the renditions have no metadata at all: no EXIF (so no GPS), no XMP, no ICC, no IPTC
      expect(await metadataOf(rendition.data)).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      expect(rendition.data.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
      expect(rendition.data.includes(Buffer.from('TestCam', 'latin1'))).toBe(false);
    }
    expect(photo.thumb.data.length).toBeLessThan(photo.web.data.length);
  }, 30_000);

  it('turns a photo upright by its EXIF orientation: sizes and renditions are portrait for orientation 6', async () => {
    const sideways = await cameraJpeg(1200, 800, { orientation: 6 });
    const photo = await processPhoto(sideways, 'portrait.jpg');
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    expect([photo.web.width, photo.web.height]).toEqual([800, 1200]); // narrower than 1600: never enlarged
    expect([photo.thumb.width, photo.thumb.height]).toEqual([400, 600]);
    expect((await sharp(photo.web.data).metadata()).orientation).toBeUndefined();
  });

  it('never enlarges a small photo and takes PNG and WebP', async () => {
    const small = await processPhoto(await plainImage(300, 200, 'png'), 'small.png');
    expect([small.format, small.contentType, small.thumb.width, small.web.width]).toEqual(['png', 'image/png', 300, 300]);
    const webp = await processPhoto(await plainImage(2000, 1000, 'webp'), 'a.webp');
    expect([webp.format, webp.extension, webp.web.width, webp.web.height, webp.thumb.height]).toEqual(['webp', 'webp', 1600, 800, 200]);
  });

  it('tells the type from the bytes, never the name: AVIF, text and an empty file are refused with 415', async () => {
    expect(sniffPhotoFormat(await plainImage(10, 10, 'jpeg'))).toBe('jpeg');
    expect(sniffPhotoFormat(heicSample())).toBe('heic');
    expect(sniffPhotoFormat(await plainImage(10, 10, 'avif'))).toBeNull();
    for (const [bytes, name] of [
      [await plainImage(64, 64, 'avif'), 'photo.heic'],
      [Buffer.from('not a photo at all, just text'), 'photo.jpg'],
      [Buffer.alloc(0), 'empty.jpg'],
    ] as const) {
      const error = await rejection(processPhoto(bytes, name));
      expect([error.status, error.message]).toEqual([415, `${name} is not a JPG, PNG, WebP or HEIC photo.`]);
    }
  });

  it('refuses a broken JPEG (415), a file over 25 MB and an image over 200 megapixels (413) before decoding it', async () => {
    const truncated = camera.subarray(0, Math.floor(camera.length / 3));
    expect((await rejection(processPhoto(truncated, 'cut.jpg'))).status).toBe(415);
    const huge = Buffer.concat([camera, Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect((await rejection(processPhoto(huge, 'huge.jpg'))).message).toBe('huge.jpg is larger than 25 MB.');
    const bomb = await rejection(processPhoto(pngHeader(20_000, 20_000), 'bomb.png'));
    expect([bomb.status, bomb.message]).toEqual([413, 'bomb.png is too large: at most 200 megapixels.']);
  });

  it('processes a HEVC HEIC photo (iPhone) that sharp alone cannot decode, into WebP renditions without metadata', async () => {
    const heic = heicSample();
    // sharp's prebuilt libvips reads HEIF containers but decodes AV1 only, not HEVC: libheif (WebAssembly) does it
    expect(
      await sharp(heic)
        .toBuffer()
        .then(
          () => true,
          () => false,
        ),
    ).toBe(false);
    const photo = await processPhoto(heic, 'IMG_0002.HEIC');
    expect([photo.format, photo.contentType, photo.extension, photo.width, photo.height]).toEqual(['heic', 'image/heic', 'heic', 640, 480]);
    expect([photo.thumb.width, photo.web.width]).toEqual([400, 640]);
    const thumbMeta = await sharp(photo.thumb.data).metadata();
    expect([thumbMeta.format, thumbMeta.exif]).toEqual(['webp', undefined]);
  });

  it('answers a damaged HEIC file 415 asking for a JPG', async () => {
    const damaged = Buffer.concat([heicSample().subarray(0, 200), Buffer.alloc(200)]);
    const error = await rejection(processPhoto(damaged, 'IMG_0003.HEIC'));
    expect([error.status, error.message]).toEqual([415, HEIC_UNSUPPORTED_MESSAGE]);
  });
});
