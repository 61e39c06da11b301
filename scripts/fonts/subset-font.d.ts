/** subset-font ships no types: the one call scripts/fonts/subsetDevanagari.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; keepFeatures?: string[]; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
