// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InviteDesigner from '../../../../components/invites/InviteDesigner';
import TemplateGallery from '../../../../components/invites/TemplateGallery';
import { INVITE_TEMPLATES } from '../../../../data/invites/templates';
import { publicTemplate } from '../../../../server/invites/templateApi';
import { templatesPageProps } from '../../../../server/invites/pageProps';
import { fakeApi, WithStore, type FakeRoutes } from '../gallery/fakeGallery';
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

describe('/templates (issue 21 "Design")', () => {
  afterEach(cleanup);

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

describe('the design step (issue 21 "Design", "Share")', () => {
  beforeEach(() => {
    Object.assign(navigator, { clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
  });
  afterEach(cleanup);

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
