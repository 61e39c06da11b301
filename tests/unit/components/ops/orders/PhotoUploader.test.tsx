// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PhotoUploader, { UPLOAD_CONCURRENCY } from '../../../../../components/ops/orders/PhotoUploader';
import type { UploadOutcome } from '../../../../../components/ops/orders/uploadPhoto';

/** An upload transport the test drives: each call waits until the test ends it, reporting progress meanwhile. */
function controlledUpload() {
  const calls: { name: string; progress: (fraction: number) => void; finish: (outcome: UploadOutcome) => void }[] = [];
  let active = 0;
  let maxActive = 0;
  const upload = vi.fn(
    (_orderId: string, file: File, onProgress: (fraction: number) => void) =>
      new Promise<UploadOutcome>((resolve) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        calls.push({
          name: file.name,
          progress: onProgress,
          finish: (outcome) => {
            active -= 1;
            resolve(outcome);
          },
        });
      }),
  );
  return { upload, calls, maxActive: () => maxActive };
}

const photo = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
const ok: UploadOutcome = { ok: true, status: 201, message: '1 photo added' };

describe('PhotoUploader (the console’s order page: drag and drop, per-file progress)', () => {
  it('uploads dropped photos a few at a time, each with its own progress, and retries a failed one alone', async () => {
    const transport = controlledUpload();
    const onUploaded = vi.fn();
    render(<PhotoUploader orderId="order-1" upload={transport.upload} onUploaded={onUploaded} />);
    const files = Array.from({ length: 5 }, (_, i) => photo(`shot-${i + 1}.jpg`));
    await act(async () => {
      fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files } });
    });
    expect(screen.getAllByTestId('upload-row')).toHaveLength(5);
    // only UPLOAD_CONCURRENCY start; the rest wait
    expect(transport.calls.map((c) => c.name)).toEqual(['shot-1.jpg', 'shot-2.jpg', 'shot-3.jpg']);
    expect(screen.getAllByText('Waiting')).toHaveLength(2);

    await act(async () => transport.calls[0]!.progress(0.4));
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByLabelText('shot-1.jpg progress').getAttribute('aria-valuenow')).toBe('40');

    await act(async () => transport.calls[0]!.finish(ok));
    await act(async () => transport.calls[1]!.finish({ ok: false, status: 500, message: 'Something went wrong' }));
    // two slots freed: the two waiting files start
    expect(transport.calls.map((c) => c.name)).toEqual(['shot-1.jpg', 'shot-2.jpg', 'shot-3.jpg', 'shot-4.jpg', 'shot-5.jpg']);
    for (const call of transport.calls.slice(2)) await act(async () => call.finish(ok));
    expect(screen.getByText('4 of 5 uploaded')).toBeTruthy();
    expect(screen.getByText(/shot-2\.jpg: Something went wrong/)).toBeTruthy();
    expect(transport.maxActive()).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);

    // retry: only the failed file goes again
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(transport.calls.slice(5).map((c) => c.name)).toEqual(['shot-2.jpg']);
    await act(async () => transport.calls[5]!.finish(ok));
    expect(screen.getByText('5 of 5 uploaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(onUploaded).toHaveBeenCalledTimes(5);
  });

  it('refuses a file that is not a photo without sending it', async () => {
    const transport = controlledUpload();
    render(<PhotoUploader orderId="order-1" upload={transport.upload} />);
    await act(async () => {
      fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    });
    expect(transport.upload).not.toHaveBeenCalled();
    expect(screen.getByText(/notes\.txt: Not a photo/)).toBeTruthy();
  });

  it('counts a file the gallery already held as such, not as one more uploaded photo', async () => {
    const transport = controlledUpload();
    render(<PhotoUploader orderId="order-1" upload={transport.upload} />);
    const files = ['a.jpg', 'b.jpg', 'same.jpg'].map(photo);
    await act(async () => {
      fireEvent.drop(screen.getByTestId('photo-drop-zone'), { dataTransfer: { files } });
    });
    await act(async () => transport.calls[0]!.finish({ ...ok, added: 1 }));
    await act(async () => transport.calls[1]!.finish({ ...ok, added: 1 }));
    await act(async () =>
      transport.calls[2]!.finish({ ok: true, status: 201, message: '0 photos added, 1 already in the gallery', added: 0 }),
    );
    expect(screen.getByText('2 uploaded, 1 was already in the gallery')).toBeTruthy();
    expect(screen.queryByText('3 of 3 uploaded')).toBeNull();
    const rows = screen.getAllByTestId('upload-row');
    expect(rows[2]!.textContent).toContain('Already in the gallery');
    expect(rows[0]!.textContent).toContain('Uploaded');
  });
});
