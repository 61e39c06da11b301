/**
 * `npm run data:locality-redirects`: writes data/cities/localityRedirects.json, the redirect groups
 * next.config.js reads (it cannot import the TypeScript city data). Run it after changing a
 * locality; a unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localityRedirectGroups } from '../data/cities/localityRedirects';

const file = join(__dirname, '..', 'data', 'cities', 'localityRedirects.json');
writeFileSync(file, `${JSON.stringify(localityRedirectGroups(), null, 2)}\n`);
console.log(`wrote ${file}`);
