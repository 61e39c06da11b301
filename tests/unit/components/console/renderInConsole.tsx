import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import ConsoleStoreProvider from '../../../../store/console/ConsoleStoreProvider';
import { makeConsoleStore } from '../../../../store/console/store';

/** Renders `ui` inside a fresh console store (its transport as the test file mocked it). */
export const renderInConsole = (ui: ReactElement) => render(<ConsoleStoreProvider store={makeConsoleStore()}>{ui}</ConsoleStoreProvider>);
