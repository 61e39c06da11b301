// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import QueryFallback from '../../../../components/common/QueryFallback';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { withMessages } from '../../../../server/i18n/messages';
import { NETWORK_MESSAGE } from '../../../../services/errors';
import { text } from '../../../helpers/messages';

const failed = (status: number | 'NETWORK', message: string) => ({
  isError: true,
  error: { status, message, errors: [], retryAfterSeconds: null },
  refetch: () => undefined,
});
const FALLBACK = 'आपके ऑर्डर लोड नहीं हो सके।';

function renderIn(locale: 'en' | 'hi', query: ReturnType<typeof failed>) {
  return render(
    <I18nProvider value={withMessages(locale, []).i18n}>
      <QueryFallback query={query} loading="…" failure={FALLBACK} />
    </I18nProvider>,
  );
}

describe('a failed load on a Hindi page', () => {
  it("never shows the API's English: a 4xx in English gives the caller's text, no answer the Hindi connection message", () => {
    const first = renderIn('hi', failed(404, 'Order not found'));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
    expect(screen.getByRole('button', { name: text('common', 'common.tryAgain', {}, 'hi') })).toBeInTheDocument();
    first.unmount();
    renderIn('hi', failed('NETWORK', NETWORK_MESSAGE));
    expect(screen.getByRole('alert')).toHaveTextContent(text('common', 'common.offline', {}, 'hi'));
  });

  it("shows a 4xx message the server wrote in Hindi, and on an English page the server's words as before", () => {
    const first = renderIn('hi', failed(409, 'यह स्लॉट अभी-अभी बुक हो गया।'));
    expect(screen.getByRole('alert')).toHaveTextContent('यह स्लॉट अभी-अभी बुक हो गया।');
    first.unmount();
    renderIn('en', failed(404, 'Order not found'));
    expect(screen.getByRole('alert')).toHaveTextContent('Order not found');
  });
});
