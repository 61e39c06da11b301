import { useRouter } from 'next/router';
import { photographyProductPath } from '../../data/photography/paths';
import type { PhotographyPackageDetails, PhotographyPlace } from '../../lib/contracts/photography';
import { formatRupees } from '../../lib/format';
import { PHOTOGRAPHY_EXTRA_HOUR_PRICE, PHOTOGRAPHY_MAX_EXTRA_HOURS } from '../../lib/pricing';
import { ROUTES } from '../../lib/routes';
import { seedDraftFromEventBooking, useDraft } from '../../store/drafts';
import BillSummary from '../common/BillSummary';
import ui from '../common/ui.module.css';
import { chosenAddons, type PackageSelection, photographyDraftBill, photographyDraftFor, selectionOf } from './photographyDraft';
import { useT } from '../i18n/I18nProvider';
import QuantityStepper from './QuantityStepper';
import styles from './photography.module.css';

/**
 * The photography booking on a product page: add-ons with quantities (0-5 each, one fixed price), extra hours (0-4 at
 * ₹650), the live bill of lib/pricing `photographyBill` (whole rupees: total, 35% advance, balance) and Book
 * Now, which writes the tab's photography draft and opens /photography-checkout (date, slot and address are
 * chosen there). Every choice is written to the tab's photography draft (store/drafts), so it survives a
 * reload and goes when the order is placed or the customer logs out.
 */
export default function PhotographyBookingPanel({ pkg, place }: { pkg: PhotographyPackageDetails; place: PhotographyPlace | null }) {
  const router = useRouter();
  const t = useT('photography');
  const [draft, updateDraft] = useDraft('photography');
  const selection = selectionOf(draft, pkg.slug);
  const bill = photographyDraftBill({ package: pkg, addons: chosenAddons(pkg, selection), extraHours: selection.extraHours });

  const setSelection = (next: PackageSelection) =>
    updateDraft((current) =>
      photographyDraftFor(
        pkg,
        next,
        { path: photographyProductPath(pkg.slug, place?.citySlug), citySlug: place?.citySlug ?? null },
        current,
      ),
    );

  const onBook = () => {
    setSelection(selection);
    // booked from an event page: the checkout starts on the event's date and venue
    seedDraftFromEventBooking('photography');
    void router.push(ROUTES.photographyCheckout);
  };

  return (
    <section className={styles.panel} aria-labelledby="booking-heading" data-testid="booking-panel">
      <h2 id="booking-heading" className={styles.panelTitle}>
        {t('panel.heading')}
      </h2>
      {place && <p className={styles.optionHint}>{t('panel.bookingFor', { city: place.cityName })}</p>}
      {pkg.addons.map((addon) => (
        <div key={addon.slug} className={styles.option}>
          <span className={styles.optionText}>
            <span>
              {addon.name} · {formatRupees(addon.price)}
            </span>
            <span className={styles.optionHint}>{addon.description}</span>
          </span>
          <QuantityStepper
            label={addon.name}
            value={selection.addons[addon.slug] ?? 0}
            max={addon.maxQuantity}
            onChange={(quantity) => setSelection({ ...selection, addons: { ...selection.addons, [addon.slug]: quantity } })}
          />
        </div>
      ))}
      <div className={styles.option}>
        <span className={styles.optionText}>
          <span>{t('panel.extraHours', { price: formatRupees(PHOTOGRAPHY_EXTRA_HOUR_PRICE) })}</span>
          <span className={styles.optionHint}>{t('panel.extraHoursHint', { hours: pkg.hours, max: PHOTOGRAPHY_MAX_EXTRA_HOURS })}</span>
        </span>
        <QuantityStepper
          label={t('panel.extraHour')}
          value={selection.extraHours}
          max={PHOTOGRAPHY_MAX_EXTRA_HOURS}
          onChange={(extraHours) => setSelection({ ...selection, extraHours })}
        />
      </div>
      <div style={{ marginTop: 16 }}>
        <BillSummary lines={bill.lines} testId="photography-bill" />
      </div>
      <button type="button" className={`${ui.button} ${ui.contained} ${ui.large} ${styles.wide}`} onClick={onBook}>
        {t('panel.bookNow', { total: formatRupees(bill.total) })}
      </button>
    </section>
  );
}
