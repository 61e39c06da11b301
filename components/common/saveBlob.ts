/**
 * Saves a file fetched into memory (a download the API gives only with the bearer token, so it cannot be a plain
 * link) under `fileName`, through a temporary object URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
