import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { describe, expect, it, vi } from 'vitest';

const ROOT = process.cwd();
const nextConfig = createRequire(import.meta.url)(path.join(ROOT, 'next.config.js')) as ((phase: string) => {
  compiler?: { runAfterProductionCompile?: (metadata: { projectDir: string; distDir: string }) => Promise<void> };
  typescript?: { ignoreBuildErrors?: boolean };
  headers?: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>;
}) & {
  siteUrlProblem: (phase: string, siteUrl: string | undefined) => string | null;
  siteModeFor: (phase: string, value: string | undefined) => 'live' | 'test';
};

describe('next.config.js: compile hints after a production compile', () => {
  it("hints the build's start-up chunks (scripts/compileHints.js) in the build's own distDir", async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'hints-project-'));
    try {
      mkdirSync(path.join(project, 'out/static/chunks'), { recursive: true });
      writeFileSync(path.join(project, 'out/build-manifest.json'), JSON.stringify({ pages: { '/': ['static/chunks/a.js'] } }));
      writeFileSync(path.join(project, 'out/static/chunks/a.js'), 'A()');
      const hook = nextConfig(PHASE_DEVELOPMENT_SERVER).compiler?.runAfterProductionCompile;
      await hook?.({ projectDir: project, distDir: 'out' });
      expect(readFileSync(path.join(project, 'out/static/chunks/a.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nA()');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('next.config.js: headers', () => {
  it('gives the partner app its own Permissions-Policy after the site-wide one (Next: the last entry setting a header wins)', async () => {
    const entries = (await nextConfig(PHASE_PRODUCTION_SERVER).headers?.()) ?? [];
    const policyAt = (source: string) =>
      entries.findIndex((entry) => entry.source === source && entry.headers.some((header) => header.key === 'Permissions-Policy'));
    expect(policyAt('/:path*')).toBe(0);
    for (const source of ['/partner', '/partner/:path*']) {
      expect(policyAt(source), source).toBeGreaterThan(0);
      const value = entries[policyAt(source)]!.headers.find((header) => header.key === 'Permissions-Policy')!.value;
      expect(value, source).toContain('geolocation=(self)');
    }
  });
});

describe("next.config.js: Next's own type check in a build", () => {
  it('runs in every build unless NEXT_BUILD_SKIP_TYPECHECK is 1 (the e2e build, after npm run typecheck)', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.example-party.in');
    try {
      for (const value of [undefined, '', '0', 'true', 'yes']) {
        vi.stubEnv('NEXT_BUILD_SKIP_TYPECHECK', value);
        expect(nextConfig(PHASE_PRODUCTION_BUILD).typescript?.ignoreBuildErrors, String(value)).toBe(false);
      }
      vi.stubEnv('NEXT_BUILD_SKIP_TYPECHECK', '1');
      expect(nextConfig(PHASE_PRODUCTION_BUILD).typescript?.ignoreBuildErrors).toBe(true);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is skipped by the e2e build only', () => {
    const globalSetup = readFileSync(path.join(ROOT, 'tests', 'e2e', 'globalSetup.ts'), 'utf8');
    expect(globalSetup).toContain("NEXT_BUILD_SKIP_TYPECHECK: '1'");
  });
});

describe('next.config.js: the site mode a build is for', () => {
  it('is SITE_MODE when set; otherwise live for a production build or server and test for next dev', () => {
    expect(nextConfig.siteModeFor(PHASE_PRODUCTION_BUILD, undefined)).toBe('live');
    expect(nextConfig.siteModeFor(PHASE_PRODUCTION_SERVER, '')).toBe('live');
    expect(nextConfig.siteModeFor(PHASE_DEVELOPMENT_SERVER, undefined)).toBe('test');
    expect(nextConfig.siteModeFor(PHASE_PRODUCTION_BUILD, 'test')).toBe('test');
    expect(nextConfig.siteModeFor(PHASE_DEVELOPMENT_SERVER, 'live')).toBe('live');
  });

  it('refuses any other value, naming SITE_MODE', () => {
    expect(() => nextConfig.siteModeFor(PHASE_PRODUCTION_BUILD, 'staging')).toThrow(/SITE_MODE must be live or test/);
  });
});

describe('next.config.js: the site URL of a production build', () => {
  it('refuses a production build without NEXT_PUBLIC_SITE_URL, naming the variable', () => {
    for (const missing of [undefined, '', '   ']) {
      expect(nextConfig.siteUrlProblem(PHASE_PRODUCTION_BUILD, missing)).toMatch(/^NEXT_PUBLIC_SITE_URL is not set/);
    }
  });

  it('refuses a value that is not an absolute http(s) URL', () => {
    for (const bad of ['www.example.in', '/relative', 'ftp://example.in']) {
      expect(nextConfig.siteUrlProblem(PHASE_PRODUCTION_BUILD, bad), bad).toMatch(/NEXT_PUBLIC_SITE_URL must be an absolute http\(s\) URL/);
    }
  });

  it('uses the build phase name of next/constants', () => {
    expect(nextConfig.siteUrlProblem(PHASE_PRODUCTION_BUILD, undefined)).not.toBeNull();
  });

  it('accepts a real origin, and leaves `next dev` and `next start` alone', () => {
    expect(nextConfig.siteUrlProblem(PHASE_PRODUCTION_BUILD, 'https://www.example-party.in')).toBeNull();
    expect(nextConfig.siteUrlProblem(PHASE_DEVELOPMENT_SERVER, undefined)).toBeNull();
    expect(nextConfig.siteUrlProblem(PHASE_PRODUCTION_SERVER, undefined)).toBeNull();
  });

  it('makes `next build` without it stop within seconds, before compiling, with the message', () => {
    // a throw-away project with our config and committed .env: without the check it would build an empty site there
    const dir = mkdtempSync(path.join(tmpdir(), 'party-site-url-'));
    try {
      copyFileSync(path.join(ROOT, 'next.config.js'), path.join(dir, 'next.config.js'));
      copyFileSync(path.join(ROOT, '.env'), path.join(dir, '.env'));
      // and what the config itself reads (security headers, locality redirects, compile hints)
      for (const folder of ['node_modules', 'lib', 'data', 'scripts']) symlinkSync(path.join(ROOT, folder), path.join(dir, folder), 'dir');
      mkdirSync(path.join(dir, 'pages'));
      const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
      delete env.NEXT_PUBLIC_SITE_URL;
      const started = Date.now();
      const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
        cwd: dir,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain('NEXT_PUBLIC_SITE_URL is not set');
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 70_000);
});
