// Types of eslint.config.mjs (plain JavaScript: ESLint loads it without a compiler) for tests/unit/lint/.
import type { Linter } from 'eslint';

export declare function makeConfig(root: string): Linter.Config[];
declare const config: Linter.Config[];
export default config;
