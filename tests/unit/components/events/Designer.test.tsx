// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import InviteDesigner from '../../../../components/events/InviteDesigner';
import TemplateGallery from '../../../../components/events/TemplateGallery';
import { INVITE_TEMPLATES } from '../../../../data/invites/templates';
import { publicTemplate } from '../../../../server/events/templateApi';
import { templatesPageProps } from '../../../../server/events/pageProps';
import { failure, fakeApi, WithStore, type FakeRoutes } from '../gallery/fakeGallery';
import { EVENT_ID, inviteEvent } from './fakeInvite';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const DETAILS = `GET /api/customer/event/event-invites/${EVENT_ID}`;
const UPDATE = `PUT /api/customer/event/event-invites/${EVENT_ID}`;
const TEMPLATES = 'GET /api/photo/templates';

function serve(routes: FakeRoutes) {
  const server = fakeApi({ [TEMPLATES]: { data: { templates: INVITE_TEMPLATES.map((t) => publicTemplate(t)) } }, ...routes });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

function design(templateId?: string) {
  return render(
    <WithStore>
      <InviteDesigner eventId={EVENT_ID} templateId={templateId} />
    </WithStore>,
  );
}

describe('/templates', () => {
  it('lists every design with its preview, filters by occasion, and opens the editor of the event being designed', () => {
    const { templates, occasions } = templatesPageProps();
    expect(templates.length).toBeGreaterThanOrEqual(40);
    render(<TemplateGallery templates={templates} occasions={occasions} eventId={EVENT_ID} />);
    const grid = screen.getByRole('list', { name: 'Designs' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(templates.length);
    fireEvent.click(screen.getByRole('button', { name: 'Griha Pravesh / Housewarming' }));
    const shown = within(grid).getAllByRole('listitem');
    expect(shown.length).toBe(templates.filter((t) => t.category === 'griha-pravesh').length);
    const link = within(shown[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/wonderland/create-invite-template\\?templateId=[a-z0-9-]+&eventId=${EVENT_ID}$`),
    );
  });

  it('draws the design in CSS when the rendered preview cannot be loaded, in Hindi too', () => {
    const { templates, occasions } = templatesPageProps();
    render(<TemplateGallery templates={templates.slice(0, 1)} occasions={occasions} />);
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    const image = screen.getByRole('img', { name: `Design: ${templates[0]!.name.hi}` });
    expect(image.getAttribute('src')).toContain('language=hi');
    fireEvent.error(image);
    const drawn = screen.getByRole('img', { name: `Design: ${templates[0]!.name.hi}` });
    expect(drawn.tagName).toBe('DIV');
    expect(drawn).toHaveTextContent(templates[0]!.sample.hi.heading);
  });
});

describe('the design step and its share panel', () => {
  beforeEach(() => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
  });

  it('edits the texts with counters and a live preview, switches to Hindi, saves the template, language and texts, then shares', async () => {
    const event = inviteEvent({ role: 'owner', templateId: null });
    const server = serve({
      [DETAILS]: { data: event },
      [UPDATE]: { data: { ...event, templateId: 'birthday-golden-glow', language: 'hi' } },
    });
    design('birthday-golden-glow');
    const preview = await screen.findByRole('img', { name: 'Invite preview' });
    expect(preview).toHaveTextContent("Riya's 5th Birthday");
    expect(screen.getByRole('button', { name: /Golden Glow/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी (Hindi)' }));
    expect(preview).toHaveTextContent('Priya और Rahul');
    expect(preview).toHaveTextContent('शनिवार, 12 दिसंबर 2026');
    const kicker = screen.getByLabelText('ऊपर की पंक्ति');
    fireEvent.change(kicker, { target: { value: 'आप सादर आमंत्रित हैं' } });
    expect(preview).toHaveTextContent('आप सादर आमंत्रित हैं');
    expect(screen.getByTestId('counter-kicker')).toHaveTextContent('20/40');

    fireEvent.change(kicker, { target: { value: 'x'.repeat(41) } });
    expect(screen.getByTestId('counter-kicker')).toHaveTextContent('41/40');
    expect(screen.getByRole('button', { name: 'Save design' })).toBeDisabled();
    fireEvent.change(kicker, { target: { value: 'आप सादर आमंत्रित हैं' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Design saved.')).toBeInTheDocument();
    const body = server.calls(UPDATE)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      templateId: 'birthday-golden-glow',
      language: 'hi',
      texts: { kicker: 'आप सादर आमंत्रित हैं' },
      title: "Riya's 5th Birthday",
    });

    const link = `${window.location.origin}/smartinvite/share/Ab3dEf7h`;
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`You're invited to Riya's 5th Birthday! ${link}`)}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull(); // no Web Share in this browser
  });

  it('reopens on the host’s saved texts and keeps them when saved again, even with another design picked on /templates', async () => {
    const event = inviteEvent({ role: 'owner', templateId: 'birthday-balloon-pop', texts: { message: 'Bring your dancing shoes 🎉' } });
    const server = serve({ [DETAILS]: { data: event }, [UPDATE]: { data: event } });
    design();
    const preview = await screen.findByRole('img', { name: 'Invite preview' });
    expect(screen.getByLabelText('Message')).toHaveValue('Bring your dancing shoes 🎉');
    expect(preview).toHaveTextContent('Bring your dancing shoes 🎉');
    expect(screen.getByLabelText('Top line')).toHaveValue('Join us for a birthday party');
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Design saved.')).toBeInTheDocument();
    expect((server.calls(UPDATE)[0]!.body as { texts: unknown }).texts).toEqual({ message: 'Bring your dancing shoes 🎉' });

    // the same event opened from /templates with another design: the host's message goes with it, the design's defaults fill the rest
    cleanup();
    const again = serve({ [DETAILS]: { data: event }, [UPDATE]: { data: event } });
    design('birthday-golden-glow');
    await screen.findByRole('img', { name: 'Invite preview' });
    expect(screen.getByLabelText('Message')).toHaveValue('Bring your dancing shoes 🎉');
    expect(screen.getByLabelText('Top line')).toHaveValue("You're invited to celebrate");
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Design saved.')).toBeInTheDocument();
    expect(again.calls(UPDATE)[0]!.body).toMatchObject({
      templateId: 'birthday-golden-glow',
      texts: { message: 'Bring your dancing shoes 🎉' },
    });
  });

  it('shows the event’s occasion first and refuses a guest', async () => {
    serve({ [DETAILS]: { data: inviteEvent({ role: 'guest', templateId: null }) } });
    design();
    expect(await screen.findByText('Only the hosts of this event can design its invite.')).toBeInTheDocument();
    cleanup();
    serve({ [DETAILS]: { data: inviteEvent({ role: 'owner', occasion: 'griha-pravesh', templateId: null }) } });
    design();
    const designs = await screen.findByRole('list', { name: 'Designs' });
    const count = INVITE_TEMPLATES.filter((t) => t.category === 'griha-pravesh').length;
    expect(within(designs).getAllByRole('listitem')).toHaveLength(count);
    fireEvent.click(screen.getByRole('button', { name: 'See all designs' }));
    expect(within(designs).getAllByRole('listitem')).toHaveLength(INVITE_TEMPLATES.length);
  });
});

describe('the host’s own photo in the design step', () => {
  const IMAGE = `${DETAILS}/image`;
  const PHOTO_UPLOAD = `PUT /api/customer/event/event-invites/${EVENT_ID}/image`;
  const PHOTO_RESET = `DELETE /api/customer/event/event-invites/${EVENT_ID}/image`;
  const withPhoto = inviteEvent({
    role: 'owner',
    customImage: true,
    imageUrl: { og: `${IMAGE.slice(4)}?size=og&v=photo1photo1photo1phot`, share: `${IMAGE.slice(4)}?size=share&v=photo1photo1photo1phot` },
  });

  it('uploads the photo with a progress bar, previews the server’s render of it, then removes it back to the template', async () => {
    let current = inviteEvent({ role: 'owner' });
    let finishUpload: () => void = () => undefined;
    const server = serve({
      [DETAILS]: () => ({ data: current }),
      [PHOTO_UPLOAD]: () => {
        current = withPhoto;
        return { data: current };
      },
      [PHOTO_RESET]: () => {
        current = inviteEvent({ role: 'owner' });
        return { data: current };
      },
    });
    // the upload reports half of its body sent, then waits until the test lets the answer come
    mocks.apiRequest = async (config) => {
      const request = config as { method: string; url: string; onUploadProgress?: (e: { loaded: number; total?: number }) => void };
      if (`${request.method} ${request.url}` === PHOTO_UPLOAD) {
        request.onUploadProgress?.({ loaded: 512, total: 1024 });
        await new Promise<void>((resolve) => (finishUpload = resolve));
      }
      return server.apiRequest(config as never);
    };
    design();
    expect(await screen.findByRole('img', { name: 'Invite preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Use my own photo'), { target: { files: [photo] } });
    const bar = await screen.findByRole('progressbar', { name: 'Photo upload' });
    expect(bar).toHaveAttribute('value', '50');
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    expect(screen.getByLabelText('Use my own photo')).toBeDisabled();
    finishUpload();

    expect(await screen.findByText('Your invite image has been saved.')).toBeInTheDocument();
    const rendered = await screen.findByRole('img', { name: 'Invite preview with your photo' });
    expect(rendered).toHaveAttribute('src', withPhoto.imageUrl.share);
    expect(screen.queryByRole('img', { name: 'Invite preview' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const sent = server.calls(PHOTO_UPLOAD)[0]!.body as FormData;
    expect((sent.get('image') as File).name).toBe('cover.jpg');
    // a new photo replaces it through the same input
    expect(screen.getByLabelText('Change photo')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your invite uses the template again.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Invite preview' })).toHaveTextContent("Riya's 5th Birthday");
    expect(screen.queryByRole('img', { name: 'Invite preview with your photo' })).toBeNull();
    expect(server.calls(PHOTO_RESET)).toHaveLength(1);
    expect(screen.getByLabelText('Use my own photo')).toBeInTheDocument();
  });

  it('says why a photo is refused in the API’s words: over 10 MB before any upload (413), another type as the API answers (415)', async () => {
    const server = serve({
      [DETAILS]: { data: inviteEvent({ role: 'owner' }) },
      [PHOTO_UPLOAD]: failure(415, 'invite.pdf is not a JPG, PNG, WebP or HEIC photo.'),
    });
    design();
    const input = await screen.findByLabelText('Use my own photo');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/heic'));
    const big = new File([new Uint8Array(1)], 'holi.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('holi.jpg is larger than 10 MB.');
    expect(server.calls(PHOTO_UPLOAD)).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'invite.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('invite.pdf is not a JPG, PNG, WebP or HEIC photo.'));
    expect(server.calls(PHOTO_UPLOAD)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Invite preview' })).toBeInTheDocument();
  });

  it('opens on the server’s render when the invite already has a photo, and offers the share image as a download', async () => {
    serve({ [DETAILS]: { data: withPhoto }, [UPDATE]: { data: withPhoto } });
    design();
    expect(await screen.findByRole('img', { name: 'Invite preview with your photo' })).toHaveAttribute('src', withPhoto.imageUrl.share);
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    const download = await screen.findByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute('href', `${withPhoto.imageUrl.share}&download=1`);
    expect(download).toHaveAttribute('download');
  });
});
