// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../console/renderInConsole';
import PhotoUploader from '../../../../components/partner/PhotoUploader';

const mocks = vi.hoisted(() => ({ sent: [] as string[], failOnce: new Set<string>(), duplicates: new Set<string>() }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (_request, call) => {
    const file = call.file!.file;
    const onProgress = call.onUploadProgress!;
    mocks.sent.push(file.name);
    onProgress(0.5);
    if (mocks.failOnce.delete(file.name)) return { status: 0, message: 'Could not reach the server.' };
    onProgress(1);
    // the server answers a file whose bytes the gallery holds (by sha256) as the photo already there: nothing added
    if (mocks.duplicates.has(file.name)) {
      return {
        status: 201,
        message: '0 photos added, 1 already in the gallery',
        data: { uploaded: 0, photos: [{ _id: 'p', fileName: file.name }] },
      };
    }
    return { status: 201, message: '1 photo added', data: { uploaded: 1, photos: [{ _id: file.name, fileName: file.name }] } };
  }),
);

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('the photographer uploads the shoot file by file in the partner app', () => {
  it('sends each file in its own request, and retries a failed file alone', async () => {
    mocks.sent = [];
    mocks.failOnce = new Set(['IMG_2.jpg']);
    renderInConsole(<PhotoUploader jobId="x" />);
    fireEvent.change(screen.getByTestId('photo-input'), {
      target: { files: [photo('IMG_1.jpg'), photo('IMG_2.jpg'), photo('IMG_3.jpg')] },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 of 3 uploaded'));
    expect(mocks.sent.sort()).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);
    const states = () => screen.getAllByTestId('upload-item').map((item) => item.getAttribute('data-state'));
    expect(states()).toEqual(['done', 'failed', 'done']);
    expect(screen.getByText('Could not reach the server.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 of 3 uploaded'));
    expect(mocks.sent.filter((name) => name === 'IMG_2.jpg')).toHaveLength(2);
    expect(mocks.sent).toHaveLength(4);
    expect(states()).toEqual(['done', 'done', 'done']);
  });

  it('says honestly that a duplicate was already in the gallery instead of counting it as uploaded', async () => {
    mocks.sent = [];
    mocks.failOnce = new Set();
    mocks.duplicates = new Set(['IMG_1 copy.jpg']);
    renderInConsole(<PhotoUploader jobId="x" />);
    fireEvent.change(screen.getByTestId('photo-input'), {
      target: { files: [photo('IMG_1.jpg'), photo('IMG_2.jpg'), photo('IMG_1 copy.jpg')] },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 uploaded, 1 was already in the gallery'));
    const states = screen.getAllByTestId('upload-item').map((item) => item.getAttribute('data-state'));
    expect(states).toEqual(['done', 'done', 'already']);
    expect(screen.getByText('Already in the gallery')).toBeTruthy();
    mocks.duplicates = new Set();
  });
});
