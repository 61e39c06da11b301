/**
 * A minimal EXIF reader for the tests: the entries of IFD0 and of the GPS IFD (tag 0x8825) of an EXIF block
 * as sharp's `metadata().exif` gives it (`Exif\0\0` and a TIFF header), enough to show a location is there.
 */
export interface ExifSummary {
  ifd0Tags: number[];
  gpsTags: number[];
}

/** The tags of IFD0 and the GPS IFD, or null when `exif` is not an EXIF block. */
export function readExif(exif: Buffer | undefined): ExifSummary | null {
  if (!exif) return null;
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = exif.subarray(start);
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (offset: number) => {
    const count = u16(offset);
    return Array.from({ length: count }, (_, i) => ({ tag: u16(offset + 2 + i * 12), value: u32(offset + 2 + i * 12 + 8) }));
  };
  const ifd0 = entries(u32(4));
  const gpsPointer = ifd0.find((entry) => entry.tag === 0x8825);
  return { ifd0Tags: ifd0.map((e) => e.tag), gpsTags: gpsPointer ? entries(gpsPointer.value).map((e) => e.tag) : [] };
}
