// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApiServer } from './consoleApiServer';
import ProviderPhotoPicker from '../../../../components/console/ProviderPhotoPicker';

const photo = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

// the photo goes up by XMLHttpRequest (upload progress), the removal by fetch: both reach this server
const api = consoleApiServer();

describe("a provider's photo picker (console and partner app)", () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the initial without a photo, uploads the chosen file and shows the face, sized and named', async () => {
    const { sent } = api.answer(() => ({ message: 'Photo saved', data: { photoUrl: '/api/ops/providers/p1/photo?v=abc' } }));
    const onChange = vi.fn();
    api.render(<ProviderPhotoPicker name="Ramesh Kumar" photoUrl={null} owner={{ app: 'ops', providerId: 'p1' }} onChange={onChange} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('provider-photo').textContent).toContain('R');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();

    await act(async () => {
      fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [photo('face.jpg')] } });
    });
    const img = await screen.findByRole('img', { name: 'Photo of Ramesh Kumar' });
    // one multipart request whose field `photo` carries the chosen file
    expect(sent).toEqual([{ method: 'PUT', path: '/api/ops/providers/p1/photo', body: { photo: 'face.jpg' } }]);
    expect(img.getAttribute('src')).toBe('/api/ops/providers/p1/photo?v=abc');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '96']);
    expect(screen.getByRole('status').textContent).toBe('Photo saved');
    expect(onChange).toHaveBeenCalledWith('/api/ops/providers/p1/photo?v=abc');
  });

  it("refuses a file over 5 MB without sending it, and shows the server's refusal of a wrong type", async () => {
    const { sent } = api.answer(() => ({ status: 415, message: 'Please choose a JPG, PNG, WebP or HEIC photo.' }));
    api.render(<ProviderPhotoPicker name="Sunita" photoUrl={null} owner={{ app: 'partner' }} />);
    await act(async () => {
      fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [photo('huge.jpg', 5 * 1024 * 1024 + 1)] } });
    });
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('This photo is larger than 5 MB. Please choose a smaller one.');
    await act(async () => {
      fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [photo('doc.pdf')] } });
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please choose a JPG, PNG, WebP or HEIC photo.'));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/partner/photo', body: { photo: 'doc.pdf' } }]);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('removes the photo, back to the initial', async () => {
    const { sent } = api.answer(() => ({ message: 'Your photo has been removed.', data: { photoUrl: null } }));
    api.render(<ProviderPhotoPicker name="Anil" photoUrl="/api/partner/photo?v=1" owner={{ app: 'partner' }} />);
    expect(screen.getByRole('img', { name: 'Photo of Anil' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    });
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/partner/photo', body: undefined }]);
    expect(screen.getByRole('status').textContent).toBe('Your photo has been removed.');
  });

  it('only shows the photo when it may not be changed', () => {
    api.render(
      <ProviderPhotoPicker name="Anil" photoUrl="/api/ops/providers/p/photo?v=1" owner={{ app: 'ops', providerId: 'p' }} canEdit={false} />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Anil' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('provider-photo-input')).toBeNull();
  });
});
