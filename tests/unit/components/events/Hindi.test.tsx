// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import EventForm from '../../../../components/events/EventForm';
import { EMPTY_EVENT, eventErrors, type EventFormValues } from '../../../../components/events/eventForm';
import InviteShareScreen from '../../../../components/events/InviteShareScreen';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import type { InviteEvent } from '../../../../lib/contracts/events';
import { getT, withMessages } from '../../../../server/i18n/messages';
import { StoreHost } from '../../../../store/StoreHost';
import { strayOnScreen } from '../../../helpers/hindiText';
import { inviteEvent } from './fakeInvite';

vi.mock('../../../../services/apiClient', () => ({ apiRequest: () => Promise.reject(new Error('no fake server')) }));
vi.mock('../../../../components/auth/SessionUi', () => ({ useSessionUi: () => ({ openLogin: () => undefined }) }));

/** The create form as the page holds it: the form's own checks on submit. */
function CreateForm() {
  const [values, setValues] = useState<EventFormValues>(EMPTY_EVENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <EventForm
      values={values}
      onChange={setValues}
      onSubmit={() => setErrors(eventErrors(values, getT('hi', 'events')))}
      errors={errors}
      busy={false}
      submitLabel={getT('hi', 'events')('create.submit')}
      dateRange={{ min: '2026-12-01', max: '2027-12-01' }}
    />
  );
}

/** What a host or guest typed: the event's own words. */
const event = (change: Partial<InviteEvent> = {}) => inviteEvent(change);
const OWN = ["Riya's 5th Birthday", 'Green Park, New Delhi', 'Priya', 'Rahul'];

describe('the invites on a Hindi page', () => {
  it('the create form: labels, occasions and its own errors in Hindi', () => {
    const { container } = render(
      <I18nProvider value={withMessages('hi', ['events']).i18n}>
        <CreateForm />
      </I18nProvider>,
    );
    expect(screen.getByRole('form', { name: 'इवेंट की जानकारी' })).toBeInTheDocument();
    expect(screen.getByLabelText('मौका')).toHaveDisplayValue('जन्मदिन');
    expect(screen.getByRole('option', { name: 'गृह प्रवेश' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'बनाएं और डिज़ाइन चुनें' }));
    expect(screen.getByText('कृपया शीर्षक लिखें')).toBeInTheDocument();
    expect(screen.getByText('कृपया जगह लिखें')).toBeInTheDocument();
    expect(screen.getByText('कृपया होस्ट का नाम लिखें')).toBeInTheDocument();
    // the maps link's example is a web address
    expect(strayOnScreen(container, ['https://maps.app.goo.gl/…'])).toEqual([]);
  });

  it('the share page: the invite’s details and the RSVP form in Hindi, with the form’s own errors', () => {
    const { container } = render(
      <I18nProvider value={withMessages('hi', ['invite', 'luckyDraw']).i18n}>
        <StoreHost>
          <InviteShareScreen event={event()} imageUrl={null} />
        </StoreHost>
      </I18nProvider>,
    );
    expect(screen.getByText('मेज़बान: Priya & Rahul')).toBeInTheDocument();
    expect(screen.getByText('शनि, 12 दिसंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('शाम 6:30 बजे')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'क्या आप आएंगे?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आ रहे हैं' })).toBeInTheDocument();
    expect(screen.getByLabelText('आपका नाम')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'मेरा जवाब भेजें' }));
    expect(screen.getByText('कृपया अपना नाम लिखें (कम से कम 2 अक्षर)।')).toBeInTheDocument();
    expect(screen.getByText('कृपया चुनें: आ रहे हैं, शायद या नहीं आ पाएंगे।')).toBeInTheDocument();
    expect(strayOnScreen(container, OWN)).toEqual([]);
  });

  it('the share page of a cancelled or moved event says so in Hindi', () => {
    const { container } = render(
      <I18nProvider value={withMessages('hi', ['invite', 'luckyDraw']).i18n}>
        <StoreHost>
          <InviteShareScreen event={event({ movedAt: '2026-12-01T10:00:00.000Z' })} imageUrl={null} />
        </StoreHost>
      </I18nProvider>,
    );
    expect(screen.getByTestId('event-change')).toHaveTextContent('यह इवेंट अब शनि, 12 दिसंबर 2026, शाम 6:30 बजे को है।');
    expect(strayOnScreen(container, OWN)).toEqual([]);
  });
});
