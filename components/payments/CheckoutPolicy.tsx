import { CANCELLATION_POLICY } from '../../lib/orders';
import stepStyles from '../common/bookingForm.module.css';
import CancellationTable from './CancellationTable';

/** The cancellation section every checkout shows before payment: the refund table and the policy text. */
export default function CheckoutPolicy() {
  return (
    <section className={stepStyles.card} aria-labelledby="policy-heading">
      <h2 id="policy-heading" className={stepStyles.cardTitle}>
        Cancellation policy
      </h2>
      <CancellationTable />
      <p>{CANCELLATION_POLICY}</p>
    </section>
  );
}
