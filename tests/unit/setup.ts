import '@testing-library/jest-dom/vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { registerFallbackMessages } from '../../components/i18n/I18nProvider';
import { domainMessages } from '../../server/i18n/messages';

// A component rendered without its page (no I18nProvider from _app) shows the English messages of every domain, as
// the English page would: tests find the same texts.
registerFallbackMessages(
  Object.fromEntries(
    readdirSync(path.join(process.cwd(), 'messages', 'en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .map((domain) => [domain, domainMessages('en', domain)]),
  ),
);

// DOM tests (jsdom files) wait up to 5 s for what they look for (findBy*, waitFor) instead of Testing Library's 1 s:
// with a worker per core, a file can be slowed by its neighbours for longer than a second. They still fail when it
// never shows, and pass as soon as it does.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
  // Testing Library unmounts what a test rendered only by itself under Vitest globals, which this project leaves off.
  // Without it, an open MUI dialog's enter transition (a 225 ms timer) could fire after the file's jsdom was torn
  // down: "window is not defined", an unhandled error that fails the whole run (MessagePopup.test.tsx, once).
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
