import stepStyles from '../common/bookingForm.module.css';
import { useT } from '../i18n/I18nProvider';
import CancellationTable from './CancellationTable';

/** The cancellation section every checkout shows before payment: the refund table and the policy text (`policy` texts). */
export default function CheckoutPolicy() {
  const t = useT('policy');
  return (
    <section className={stepStyles.card} aria-labelledby="policy-heading">
      <h2 id="policy-heading" className={stepStyles.cardTitle}>
        {t('heading')}
      </h2>
      <CancellationTable />
      <p>{t('text')}</p>
    </section>
  );
}
