// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from './renderInConsole';
import ProviderPhotoPicker from '../../../../components/console/ProviderPhotoPicker';

const photo = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** A fetch that answers each call with the next of `answers` and records what was sent. */
function fakeFetch(answers: { status: number; body: unknown }[]) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    calls.push({ path, method: String(init.method), body: init.body });
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

describe("a provider's photo picker (console and partner app)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the initial without a photo, uploads the chosen file and shows the face, sized and named', async () => {
    const { calls } = fakeFetch([
      { status: 200, body: { error: false, status: 200, message: 'Photo saved', data: { photoUrl: '/api/ops/providers/p1/photo?v=abc' } } },
    ]);
    const onChange = vi.fn();
    renderInConsole(
      <ProviderPhotoPicker name="Ramesh Kumar" photoUrl={null} owner={{ app: 'ops', providerId: 'p1' }} onChange={onChange} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('provider-photo').textContent).toContain('R');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();

    await act(async () => {
      fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [photo('face.jpg')] } });
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/ops/providers/p1/photo', method: 'PUT' });
    expect((calls[0]!.body as FormData).get('photo')).toBeInstanceOf(File);
    const img = screen.getByRole('img', { name: 'Photo of Ramesh Kumar' });
    expect(img.getAttribute('src')).toBe('/api/ops/providers/p1/photo?v=abc');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '96']);
    expect(screen.getByRole('status').textContent).toBe('Photo saved');
    expect(onChange).toHaveBeenCalledWith('/api/ops/providers/p1/photo?v=abc');
  });

  it("refuses a file over 5 MB without sending it, and shows the server's refusal of a wrong type", async () => {
    const { calls } = fakeFetch([
      { status: 415, body: { error: true, status: 415, message: 'Please choose a JPG, PNG, WebP or HEIC photo.' } },
    ]);
    renderInConsole(<ProviderPhotoPicker name="Sunita" photoUrl={null} owner={{ app: 'partner' }} />);
    await act(async () => {
      fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [photo('huge.jpg', 5 * 1024 * 1024 + 1)] } });
    });
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('This photo is larger than 5 MB. Please choose a smaller one.');
    await act(async () => {
      fireEvent.change(screen.getByTestId('provider-photo-input'), { target: { files: [photo('doc.pdf')] } });
    });
    expect(screen.getByRole('alert').textContent).toBe('Please choose a JPG, PNG, WebP or HEIC photo.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('removes the photo, back to the initial', async () => {
    const { calls } = fakeFetch([
      { status: 200, body: { error: false, status: 200, message: 'Your photo has been removed.', data: { photoUrl: null } } },
    ]);
    renderInConsole(<ProviderPhotoPicker name="Anil" photoUrl="/api/partner/photo?v=1" owner={{ app: 'partner' }} />);
    expect(screen.getByRole('img', { name: 'Photo of Anil' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    });
    expect(calls[0]).toMatchObject({ path: '/api/partner/photo', method: 'DELETE' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your photo has been removed.');
  });

  it('only shows the photo when it may not be changed', () => {
    renderInConsole(
      <ProviderPhotoPicker name="Anil" photoUrl="/api/ops/providers/p/photo?v=1" owner={{ app: 'ops', providerId: 'p' }} canEdit={false} />,
    );
    expect(screen.getByRole('img', { name: 'Photo of Anil' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('provider-photo-input')).toBeNull();
  });
});
