import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import theme from '../../../styles/theme';
import { TOKEN_CSS_VARS, TOKENS } from '../../../styles/tokens';

// Quotes are normalised: the formatter writes CSS strings with single quotes.
const css = readFileSync(path.join(process.cwd(), 'styles', 'globals.css'), 'utf8').replace(/"/g, "'");

describe('design tokens', () => {
  it('publishes every token in globals.css with the same value', () => {
    for (const [token, cssVar] of Object.entries(TOKEN_CSS_VARS)) {
      const value = TOKENS[token as keyof typeof TOKENS];
      const expected = typeof value === 'number' ? `${value}px` : value.replace(/"/g, "'");
      expect(css, cssVar).toContain(`${cssVar}: ${expected};`);
    }
  });

  it('builds the MUI theme from the same tokens', () => {
    expect(theme.palette.primary.main).toBe(TOKENS.primary);
    expect(theme.palette.text.secondary).toBe(TOKENS.textSecondary);
    expect(theme.shape.borderRadius).toBe(TOKENS.radius);
  });
});
