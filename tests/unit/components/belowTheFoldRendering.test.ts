/**
 * The dish screen and the decoration pages had long main-thread tasks on their first load from laying out and
 * painting content far below the fold (meal groups whose dish illustrations are SVGs rasterised on the main
 * thread, product rows, the reviews block). Those blocks render only near the viewport (`content-visibility:
 * auto`), with a placeholder height so the page keeps its length, and keep focus rings inside the paint
 * containment that comes with it (padding taken back by a negative margin).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The declarations of `selector`'s first rule in a CSS file (a flat rule, outside any media query). */
function declarations(file: string, selector: string): Record<string, string> {
  const css = readFileSync(path.join(process.cwd(), file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\>]/g, '\\$&').replace(/\s+/g, '\\s*');
  const body = new RegExp(`(?:^|})\\s*${escaped}\\s*{([^}]*)}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`${file}: no rule ${selector}`);
  return Object.fromEntries(
    body
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!, value!]),
  );
}

it.each([
  ['components/chef/chef.module.css', '.group'],
  ['components/decoration/decoration.module.css', '.grid > li'],
  ['components/reviews/Reviews.module.css', '.block'],
])('%s %s renders only near the viewport, keeping a placeholder height', (file, selector) => {
  const rule = declarations(file, selector);
  expect(rule['content-visibility']).toBe('auto');
  expect(rule['contain-intrinsic-size']).toMatch(/^auto \d+px$/);
});

it.each([
  ['components/chef/chef.module.css', '.group'],
  ['components/decoration/decoration.module.css', '.grid > li'],
])('%s %s keeps focus rings inside its paint containment without moving its content', (file, selector) => {
  const rule = declarations(file, selector);
  expect(rule.padding).toBe('4px');
  expect(rule.margin).toMatch(/^-4px/);
});
