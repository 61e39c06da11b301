import { saveBlob } from '../common/saveBlob';
import { endpointUrl } from '../../lib/contracts/endpoints';
import { apiClient } from '../../services/apiClient';

/** The name the export is saved under. */
export const EXPORT_FILE_NAME = 'my-data.json';

/**
 * Downloads everything stored about the logged-in customer (`GET /api/user/export`). The API
 * needs the bearer token, so the file is fetched with it and saved from memory rather than opened as a plain link.
 * @throws the request's error (the caller says the download failed).
 */
export async function downloadAccountExport(): Promise<void> {
  const response = await apiClient.get<Blob>(endpointUrl('accountExport'), { responseType: 'blob' });
  saveBlob(response.data, EXPORT_FILE_NAME);
}
