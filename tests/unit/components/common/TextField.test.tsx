// @vitest-environment jsdom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TextField from '../../../../components/common/TextField';
import OtpSignInForm from '../../../../components/console/OtpSignInForm';
import StaffManager from '../../../../components/ops/StaffManager';
import type { StaffView } from '../../../../lib/contracts/ops';

vi.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: {}, asPath: '/', replace: vi.fn(), push: vi.fn() }) }));

/** Types into a not yet hydrated input the way a browser does: the DOM value changes, no React handler runs. */
function typeBeforeHydration(input: HTMLInputElement, text: string) {
  input.value = text;
}

let root: Root | null = null;
/**
 * The page as a visitor gets it: the server HTML first (`renderToString`), `type` runs on it before any script
 * (the staff member types at once), then React hydrates it. Returns the container.
 */
async function serverThenHydrate(ui: ReactElement, type: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  type(container);
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => console.error(error) });
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
});

function PhoneForm() {
  const [phone, setPhone] = useState('');
  return (
    <form aria-label="Phone form">
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

describe('TextField keeps what was typed before hydration (issue 32 "Console")', () => {
  it('hands the typed text to onChange on hydration (normalised like a keystroke) and keeps it on later renders', async () => {
    const container = await serverThenHydrate(<PhoneForm />, (c) =>
      typeBeforeHydration(within(c).getByTestId('phone') as HTMLInputElement, '98111 00001'),
    );
    const input = within(container).getByTestId('phone') as HTMLInputElement;
    expect(within(container).getByTestId('state').textContent).toBe('9811100001');
    expect(input.value).toBe('9811100001');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(input.value).toBe('9811100001');
  });

  it('does nothing when nothing was typed', async () => {
    const container = await serverThenHydrate(<PhoneForm />, () => undefined);
    expect((within(container).getByTestId('phone') as HTMLInputElement).value).toBe('');
    expect(within(container).getByTestId('state').textContent).toBe('');
  });
});

describe('the sign-in and staff forms keep the number typed before hydration', () => {
  it('/ops/login and /partner/login (OtpSignInForm): the number stays and "Get OTP" can be pressed', async () => {
    const form = (
      <OtpSignInForm
        otpPath="/api/ops/auth/otp"
        verifyPath="/api/ops/auth/verify"
        successText="ok"
        nextPath={() => '/ops'}
        testIdPrefix="ops"
      />
    );
    const container = await serverThenHydrate(form, (c) =>
      typeBeforeHydration(within(c).getByTestId('ops-phone') as HTMLInputElement, '9811100001'),
    );
    const input = within(container).getByTestId('ops-phone') as HTMLInputElement;
    expect(input.value).toBe('9811100001');
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
    const container = await serverThenHydrate(<StaffManager members={[me]} me={me} />, (c) => {
      typeBeforeHydration(within(c).getByLabelText('Mobile number') as HTMLInputElement, '9811100002');
      typeBeforeHydration(within(c).getByLabelText('Name') as HTMLInputElement, 'Asha');
    });
    fireEvent.change(within(container).getByLabelText('Name'), { target: { value: 'Asha Rao' } });
    expect((within(container).getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9811100002');
    expect((within(container).getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Rao');
  });
});
