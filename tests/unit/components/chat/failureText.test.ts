import { describe, expect, it } from 'vitest';
import { localFailureText } from '../../../../components/chat/failureText';
import { NETWORK_MESSAGE, type ApiFailure } from '../../../../services/errors';

const failure = (status: ApiFailure['status'], message: string, language?: ApiFailure['language']): ApiFailure => ({
  status,
  message,
  errors: [],
  retryAfterSeconds: null,
  ...(language ? { language } : {}),
});

const FALLBACK = 'कुछ गड़बड़ हो गई';
const NETWORK = 'नेटवर्क नहीं है';

describe('localFailureText', () => {
  it("shows a Hindi page the server's message when the server answered in Hindi", () => {
    expect(localFailureText('hi', failure(409, 'यह स्लॉट अभी-अभी बुक हो गया।', 'hi'), FALLBACK, NETWORK)).toBe('यह स्लॉट अभी-अभी बुक हो गया।');
  });

  it('shows a Hindi page its own fallback for an English answer, a 5xx even in Hindi, and anything else', () => {
    expect(localFailureText('hi', failure(409, 'This slot was just booked.'), FALLBACK, NETWORK)).toBe(FALLBACK);
    expect(localFailureText('hi', failure(503, 'सेवा कुछ पल के लिए उपलब्ध नहीं है।', 'hi'), FALLBACK, NETWORK)).toBe(FALLBACK);
    expect(localFailureText('hi', new Error('boom'), FALLBACK, NETWORK)).toBe(FALLBACK);
    expect(localFailureText('hi', failure('NETWORK', NETWORK_MESSAGE), FALLBACK, NETWORK)).toBe(NETWORK);
  });

  it('shows an English page what it showed before', () => {
    expect(localFailureText('en', failure(409, 'This slot was just booked.'), 'Fallback', 'Net')).toBe('This slot was just booked.');
    expect(localFailureText('en', failure(500, 'Something went wrong'), 'Fallback', 'Net')).toBe('Fallback');
    expect(localFailureText('en', failure('NETWORK', NETWORK_MESSAGE), 'Fallback', 'Net')).toBe(NETWORK_MESSAGE);
  });
});
