// @vitest-environment jsdom
import TextField from '@mui/material/TextField';
import { act, fireEvent, within } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberTypedFields, useTypedBeforeHydration } from '../../../client/typedBeforeHydration';
import OtpSignInForm from '../../../components/console/OtpSignInForm';
import StaffManager from '../../../components/ops/StaffManager';
import ConsoleStoreProvider from '../../../store/console/ConsoleStoreProvider';
import type { StaffView } from '../../../lib/contracts/ops';

vi.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: {}, asPath: '/', replace: vi.fn(), push: vi.fn() }) }));

/** The app root as pages/_app.tsx has it. */
function App({ children }: { children: ReactNode }) {
  useTypedBeforeHydration();
  return children;
}

/** Types into a not yet hydrated field the way a browser does: the DOM value changes, no React handler runs. */
function typeInto(field: Element, text: string) {
  (field as HTMLInputElement).value = text;
}

let root: Root | null = null;
/**
 * The page as a visitor gets it: the server HTML first, `type` runs on it before any script (the staff member
 * types at once), then React hydrates it (rememberTypedFields first, as client/transitionHydration.ts does) and
 * the app root's effect runs. Returns the container.
 */
async function serverThenHydrate(page: ReactElement, type: (container: HTMLElement) => void): Promise<HTMLElement> {
  const ui = <App>{page}</App>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  type(container);
  rememberTypedFields(container);
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function PhoneForm() {
  const [phone, setPhone] = useState('');
  return (
    <form>
      <TextField
        label="Mobile number"
        value={phone}
        onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 10))}
        slotProps={{ htmlInput: { 'data-testid': 'phone' } }}
      />
      <output data-testid="state">{phone}</output>
    </form>
  );
}

/** A form that spreads its state in each handler, as the RSVP and event forms do. */
function SpreadForm() {
  const [values, setValues] = useState({ name: '', note: '', plusOnes: '0', whatsapp: false, meal: 'veg' });
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });
  return (
    <form>
      <input aria-label="Name" value={values.name} onChange={(e) => set({ name: e.target.value })} />
      <textarea aria-label="Note" value={values.note} onChange={(e) => set({ note: e.target.value })} />
      <select aria-label="Plus ones" value={values.plusOnes} onChange={(e) => set({ plusOnes: e.target.value })}>
        {['0', '1', '2'].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <input type="checkbox" aria-label="WhatsApp" checked={values.whatsapp} onChange={(e) => set({ whatsapp: e.target.checked })} />
      {['veg', 'non-veg'].map((meal) => (
        <input
          key={meal}
          type="radio"
          name="meal"
          aria-label={meal}
          value={meal}
          checked={values.meal === meal}
          onChange={(e) => set({ meal: e.target.value })}
        />
      ))}
      <output data-testid="state">{JSON.stringify(values)}</output>
    </form>
  );
}

describe('what is typed before hydration reaches the form', () => {
  it('hands the typed text to onChange (normalised like a keystroke) and it stays on later renders', async () => {
    const container = await serverThenHydrate(<PhoneForm />, (c) => typeInto(within(c).getByTestId('phone'), '98111 00001'));
    const input = within(container).getByTestId('phone') as HTMLInputElement;
    expect(within(container).getByTestId('state').textContent).toBe('9811100001');
    expect(input.value).toBe('9811100001');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(input.value).toBe('9811100001');
  });

  it('keeps every field of a form whose handlers spread its state (text, textarea, select, checkbox, radio)', async () => {
    const container = await serverThenHydrate(<SpreadForm />, (c) => {
      typeInto(within(c).getByLabelText('Name'), 'Asha');
      typeInto(within(c).getByLabelText('Note'), 'Veg only 🎉');
      typeInto(within(c).getByLabelText('Plus ones'), '2');
      (within(c).getByLabelText('WhatsApp') as HTMLInputElement).checked = true;
      (within(c).getByLabelText('non-veg') as HTMLInputElement).checked = true;
    });
    expect(JSON.parse(within(container).getByTestId('state').textContent!)).toEqual({
      name: 'Asha',
      note: 'Veg only 🎉',
      plusOnes: '2',
      whatsapp: true,
      meal: 'non-veg',
    });
    expect((within(container).getByLabelText('WhatsApp') as HTMLInputElement).checked).toBe(true);
    expect((within(container).getByLabelText('veg') as HTMLInputElement).checked).toBe(false);
    expect((within(container).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
  });

  it('changes nothing when nothing was typed', async () => {
    const container = await serverThenHydrate(<SpreadForm />, () => undefined);
    expect(JSON.parse(within(container).getByTestId('state').textContent!)).toEqual({
      name: '',
      note: '',
      plusOnes: '0',
      whatsapp: false,
      meal: 'veg',
    });
  });
});

describe('the sign-in and staff forms keep the number typed before hydration', () => {
  it('/ops/login and /partner/login (OtpSignInForm): the number stays and "Get OTP" can be pressed', async () => {
    const form = <OtpSignInForm app="ops" successText="ok" nextPath={() => '/ops'} testIdPrefix="ops" />;
    const container = await serverThenHydrate(form, (c) => typeInto(within(c).getByTestId('ops-phone'), '9811100001'));
    expect((within(container).getByTestId('ops-phone') as HTMLInputElement).value).toBe('9811100001');
    expect((within(container).getByRole('button', { name: 'Get OTP' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('/ops/staff: the new member’s number and name stay while the rest of the form is filled in', async () => {
    const me: StaffView = {
      _id: 'a',
      phone: '9811100009',
      name: 'Admin',
      role: 'admin',
      active: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const container = await serverThenHydrate(
      <ConsoleStoreProvider>
        <StaffManager members={[me]} me={me} />
      </ConsoleStoreProvider>,
      (c) => {
        typeInto(within(c).getByLabelText('Mobile number'), '9811100002');
        typeInto(within(c).getByLabelText('Name'), 'Asha');
      },
    );
    fireEvent.change(within(container).getByLabelText('Name'), { target: { value: 'Asha Rao' } });
    expect((within(container).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9811100002');
    expect((within(container).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao');
  });
});
