/**
 * The README is read by a newcomer in their first hour: every table cell is a short entry (one line of a command
 * and what it does); long explanations live in docs/ and are linked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/** The longest a README table cell may be, in characters (trimmed). */
const MAX_CELL = 300;

/** The trimmed cells of every table row of a Markdown text (`\|` inside a cell is not a separator). */
function tableCells(markdown: string): { line: number; cell: string }[] {
  return markdown.split('\n').flatMap((text, index) => {
    if (!/^\s*\|/.test(text)) return [];
    return text
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => ({ line: index + 1, cell: cell.trim() }));
  });
}

it(`keeps every README table cell within ${MAX_CELL} characters`, () => {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const cells = tableCells(readme);
  expect(cells.length).toBeGreaterThan(0);
  const long = cells
    .filter(({ cell }) => !/^:?-+:?$/.test(cell))
    .filter(({ cell }) => cell.length > MAX_CELL)
    .map(({ line, cell }) => `line ${line}: ${cell.length} characters`);
  expect(long).toEqual([]);
});

it('links only to docs/ files that exist', () => {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((match) => match[1]!);
  const missing = links.filter((link) => {
    try {
      readFileSync(path.join(process.cwd(), link));
      return false;
    } catch {
      return true;
    }
  });
  expect(missing).toEqual([]);
});
