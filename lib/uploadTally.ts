/**
 * The running count of a photo upload, as both uploaders (the partner app's and the console's) show it. The server
 * answers a file whose bytes the gallery already holds (same sha256: a retry, or the same photo picked twice) as
 * that photo, adding nothing, so such a file is counted apart: "10 uploaded, 1 was already in the gallery", never
 * "11 of 11 uploaded" for a gallery that holds 10.
 */

/** Files of an upload by outcome: new photos added, files the gallery already held, and every file picked. */
export interface UploadCounts {
  added: number;
  already: number;
  total: number;
}

const wasAlready = (already: number) => `${already} ${already === 1 ? 'was' : 'were'} already in the gallery`;

/**
 * The status line of an upload: "3 of 5 uploaded" while nothing was a duplicate; with duplicates, "2 of 4 uploaded,
 * 1 was already in the gallery" while some are left (sending or failed), "4 uploaded, 1 was already in the gallery"
 * once every new file is in, and "Nothing new uploaded: 2 were already in the gallery" when every file was.
 */
export function uploadTally({ added, already, total }: UploadCounts): string {
  if (already === 0) return `${added} of ${total} uploaded`;
  const fresh = total - already;
  if (fresh === 0) return `Nothing new uploaded: ${wasAlready(already)}`;
  return added === fresh ? `${added} uploaded, ${wasAlready(already)}` : `${added} of ${fresh} uploaded, ${wasAlready(already)}`;
}
