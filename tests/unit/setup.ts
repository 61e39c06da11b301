import '@testing-library/jest-dom/vitest';

// DOM tests (jsdom files) wait up to 5 s for what they look for (findBy*, waitFor) instead of Testing Library's 1 s:
// with a worker per core, a file can be slowed by its neighbours for longer than a second. They still fail when it
// never shows, and pass as soon as it does.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}
