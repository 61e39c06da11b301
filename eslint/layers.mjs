/**
 * The layers of server/ (DESIGN.md "Layout", README "Code map"), written once: the ESLint zones are built from
 * these lists, and a unit test checks that the README's list says the same.
 *
 * - Platform folders, bottom to top: each may import only the levels below it (never a domain, never the app).
 *   The root files (config.ts, logger.ts, cache.ts, trustProxy.ts) are the lowest level.
 * - Domains, bottom to top: each may import only the domains of the levels below it, and those only through the
 *   domain's public face, its `index.ts`. Domains on one level do not import each other.
 * - The app (composition root) may import anything; nothing in server/ imports it.
 */

/** Platform levels above the root files, bottom to top. */
export const PLATFORM_LAYERS = [['db', 'i18n'], ['http', 'jobs', 'notify'], ['realtime', 'media', 'audit'], ['auth']];

/** Domain levels, bottom to top. */
export const DOMAIN_LAYERS = [
  ['cities', 'contact', 'leads', 'info'],
  ['catalog'],
  ['food', 'decoration', 'photography'],
  ['chat'],
  ['events'],
  ['users'],
  ['capacity'],
  ['payments'],
  ['orders'],
  ['taxdocs', 'providers'],
  ['earnings', 'gallery'],
  ['reviews'],
  ['ops'],
  ['site'],
];

/** The composition root: job handler table, maintenance jobs, start-up checks, seed. */
export const APP = 'app';

/** The files directly in server/ (config, logging): the lowest platform level. */
export const ROOT_FILES = './server/*.{ts,js}';

const dir = (name) => `./server/${name}`;
const list = (names) => names.map((name) => `\`${name}\``).join(', ');

/**
 * The `import/no-restricted-paths` zones of server/ (relative to the rule's `basePath`, the repository root).
 * @returns one zone per platform level, and two per domain (higher or sibling domains; lower domains' internals).
 */
export function serverZones() {
  const platform = PLATFORM_LAYERS.flat();
  const domains = DOMAIN_LAYERS.flat();
  const zones = [
    {
      target: ROOT_FILES,
      from: [...platform, ...domains, APP].map(dir),
      message: 'The root files of server/ (config, logging) are the lowest platform level: they import no folder of server/.',
    },
  ];
  PLATFORM_LAYERS.forEach((level, index) => {
    const above = PLATFORM_LAYERS.slice(index).flat();
    for (const folder of level) {
      zones.push({
        target: dir(folder),
        from: [...above.filter((name) => name !== folder), ...domains, APP].map(dir),
        message: `server/${folder} is platform: it may import only the platform levels below it (${list([
          '(root files)',
          ...PLATFORM_LAYERS.slice(0, index).flat(),
        ])}), never a domain nor server/app (README "Code map").`,
      });
    }
  });
  DOMAIN_LAYERS.forEach((level, index) => {
    const below = DOMAIN_LAYERS.slice(0, index).flat();
    const sameOrAbove = DOMAIN_LAYERS.slice(index).flat();
    for (const domain of level) {
      zones.push({
        target: dir(domain),
        from: [...sameOrAbove.filter((name) => name !== domain), APP].map(dir),
        message: `server/${domain} may import only the domains below it (${below.length > 0 ? list(below) : 'none'}), never one on its own level or above, nor server/app (README "Code map").`,
      });
      if (below.length > 0) {
        zones.push({
          target: dir(domain),
          from: below.map(dir),
          except: ['./index.ts'],
          message: `server/${domain} may import another domain only through that domain's index.ts, its public face (README "Code map").`,
        });
      }
    }
  });
  return zones;
}
