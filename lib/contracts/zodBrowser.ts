import { z } from 'zod';

// In the browser zod must not probe `new Function` for its compiled object parser: the Content-Security-Policy has
// no 'unsafe-eval', and the probe is reported as a violation. Imported first by pages/_app.tsx, so it holds before
// any page parses with a schema (a page may parse with one without loading ./http.ts first), and by ./http.ts.
if (typeof window !== 'undefined') z.config({ jitless: true });
