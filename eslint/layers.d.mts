// Types of eslint/layers.mjs (plain JavaScript: ESLint loads it without a compiler) for the tests that import it.
/** One zone of `import/no-restricted-paths`. */
export interface Zone {
  target: string | string[];
  from: string[];
  except?: string[];
  message: string;
}

export declare const PLATFORM_LAYERS: string[][];
export declare const DOMAIN_LAYERS: string[][];
export declare const APP: string;
export declare const ROOT_FILES: string;
export declare function serverZones(): Zone[];
