import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default: the first render of a lazily loaded part (a dialog, MUI itself) is
// transformed on first use and, on a loaded 2-core machine running the suite in parallel, can take longer. A longer
// wait changes no assertion: a test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5000 });
