// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import InviteMissing from '../../../../components/events/InviteMissing';
import TemplateGallery from '../../../../components/events/TemplateGallery';
import WonderlandLanding from '../../../../components/events/WonderlandLanding';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { templatesPageProps } from '../../../../server/events/pageProps';
import { withMessages } from '../../../../server/i18n/messages';
import { strayOnScreen } from '../../../helpers/hindiText';

vi.mock('../../../../components/auth/SessionUi', () => ({ useSessionUi: () => ({ openLogin: () => undefined }) }));

const inHindi = (domains: string[], ui: React.ReactNode) =>
  render(<I18nProvider value={withMessages('hi', domains).i18n}>{ui}</I18nProvider>);

describe('the invite pages a visitor sees in Hindi', () => {
  it('/hi/wonderland: the landing, with Hindi links', () => {
    const { container } = inHindi(['events'], <WonderlandLanding />);
    expect(screen.getByRole('heading', { level: 1, name: 'इवेंट निमंत्रण' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डिज़ाइन देखें' })).toHaveAttribute('href', '/hi/templates');
    expect(strayOnScreen(container)).toEqual([]);
  });

  it('/hi/templates: every design and occasion by its Hindi name, the designs in Hindi first', () => {
    const { templates, occasions } = templatesPageProps();
    const { container } = inHindi(['templates'], <TemplateGallery templates={templates} occasions={occasions} />);
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'गृह प्रवेश' })).toBeInTheDocument();
    expect(strayOnScreen(container)).toEqual([]);
  });

  it('/hi/smartinvite/share/<unknown>: says in Hindi that the invite does not exist', () => {
    const { container } = inHindi(['invite'], <InviteMissing />);
    expect(screen.getByRole('link', { name: 'इवेंट निमंत्रण के बारे में' })).toHaveAttribute('href', '/hi/wonderland');
    expect(strayOnScreen(container)).toEqual([]);
  });
});
