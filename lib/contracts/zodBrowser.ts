// In the browser zod must not probe `new Function` for its compiled object parser: the Content-Security-Policy has
// no 'unsafe-eval', and the probe is reported as a violation. Imported first by pages/_app.tsx, which every page of
// the browser runs first, so it holds before any page parses with a schema.
//
// It sets zod's global configuration where zod 4 keeps it (`globalThis.__zod_globalConfig`, which `z.config()`
// writes and every zod module instance reads) instead of calling `z.config`: importing zod here would put the whole
// library into every page's first load, including pages that never validate anything. tests/unit/lib/contracts/
// zodBrowser.test.ts fails if a zod upgrade stops reading it.
if (typeof window !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

export {};
