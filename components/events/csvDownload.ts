import { saveBlob } from '../common/saveBlob';
import { apiClient } from '../../services/apiClient';
import { endpointUrl } from '../../lib/contracts/endpoints';

/**
 * Downloads an event's guest list as CSV (hosts only): the API needs the bearer token, so the
 * file is fetched with it and saved from memory rather than opened as a plain link.
 * @throws the request's error (the caller says the export failed).
 */
export async function downloadGuestCsv(eventId: string, fileName: string): Promise<void> {
  const response = await apiClient.get<Blob>(endpointUrl('inviteGuestList', { eventId }), {
    params: { format: 'csv' },
    responseType: 'blob',
  });
  saveBlob(response.data, fileName);
}
