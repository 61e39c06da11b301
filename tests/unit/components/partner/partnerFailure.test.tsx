// @vitest-environment jsdom
/**
 * A failed read on a partner page in the page's language: English pages show the server's text as it is; Hindi pages
 * the server's text only when it is Hindi, the offline message for no answer at all, else the screen's own fallback.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { usePartnerFailure } from '../../../../components/partner/partnerText';
import { withMessages } from '../../../../server/i18n/messages';
import { text } from '../../../helpers/messages';

const inLanguage = (locale: 'en' | 'hi') =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider value={withMessages(locale, ['partner']).i18n}>{children}</I18nProvider>;
  };

const OFFLINE = { status: 0, message: 'Network error. Please check your connection and try again.' };
const ENGLISH_REFUSAL = { status: 409, message: 'This job has changed. Please reload.' };
const HINDI_REFUSAL = { status: 409, message: 'यह स्लॉट अभी-अभी बुक हो गया।' };

describe('usePartnerFailure', () => {
  it('says it in Hindi on a Hindi page: the Hindi server text, the offline message, else the fallback', () => {
    const { result } = renderHook(() => usePartnerFailure(), { wrapper: inLanguage('hi') });
    expect(result.current(OFFLINE, 'लोड नहीं हुआ')).toBe(text('partner', 'answer.offline', {}, 'hi'));
    expect(result.current(HINDI_REFUSAL, 'लोड नहीं हुआ')).toBe(HINDI_REFUSAL.message);
    expect(result.current(ENGLISH_REFUSAL, 'लोड नहीं हुआ')).toBe('लोड नहीं हुआ');
  });

  it("shows the server's own text on an English page", () => {
    const { result } = renderHook(() => usePartnerFailure(), { wrapper: inLanguage('en') });
    expect(result.current(OFFLINE, 'Could not load')).toBe(OFFLINE.message);
    expect(result.current(ENGLISH_REFUSAL, 'Could not load')).toBe(ENGLISH_REFUSAL.message);
  });
});
