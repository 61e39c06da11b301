/**
 * `npx tsx scripts/dish-illustrations.ts`: draws `public/uploads/dishes/<slug>.svg` for every dish of the
 * chef catalogue and of the party-food menu that has no hand-made illustration, then rewrites
 * `data/catalogue/dishImages.ts` (DISH_IMAGES) to map every slug to its file. Deterministic: re-running it
 * rewrites the same bytes. The drawing itself is pure and lives in `./dishIllustrations/draw.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dishes } from '../data/catalogue/dishes';
import { partyFoodDishes } from '../data/catalogue/partyFood';
import { archetypeOf, dishImagesSource, HAND_MADE_SLUGS, illustrationSvg, uniqueDishes } from './dishIllustrations/draw';

const root = join(__dirname, '..');
const folder = join(root, 'public', 'uploads', 'dishes');
const handMade = new Set(HAND_MADE_SLUGS);

/** Every dish of both catalogues once (a slug in both is the same dish: the chef catalogue's row wins). */
const all = uniqueDishes(dishes, partyFoodDishes);

mkdirSync(folder, { recursive: true });
const counts = new Map<string, number>();
let bytes = 0;
for (const dish of all) {
  if (handMade.has(dish.slug)) continue;
  const svg = illustrationSvg(dish);
  if (Buffer.byteLength(svg) >= 3500) throw new Error(`${dish.slug}: ${Buffer.byteLength(svg)} bytes, over the 3500-byte budget`);
  writeFileSync(join(folder, `${dish.slug}.svg`), svg);
  bytes += Buffer.byteLength(svg);
  const kind = archetypeOf(dish);
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
}
writeFileSync(join(root, 'data', 'catalogue', 'dishImages.ts'), dishImagesSource(all.map((dish) => dish.slug)));

const generated = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`${all.length} dishes: ${all.length - generated} hand-made, ${generated} drawn (${bytes} bytes)`);
console.log([...counts.entries()].map(([kind, count]) => `${kind} ${count}`).join(', '));
