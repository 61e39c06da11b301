import { useId, useState, type FormEvent } from 'react';
import type { OrderReview } from '../../lib/contracts/reviews';
import { isHindiText } from '../../lib/i18n/hindiText';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../lib/reviews';
import { useOrderReviewSaveMutation } from '../../store/reviewsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { useFailureText } from '../common/useFailureText';
import { useLocale, useT, type T } from '../i18n/I18nProvider';
import styles from './OrderReview.module.css';

/** Props of `ReviewForm`. */
export interface ReviewFormProps {
  orderId: string;
  /** The review being edited; null for a new one. */
  review: OrderReview | null;
  /** Called with the API's message once saved. */
  onSaved: (message: string) => void;
}

/**
 * What is wrong with the form before sending, or null: the review contract's own rules and messages
 * (lib/contracts/reviews.ts), loaded on the first submit so zod stays out of the page's first load.
 */
async function problemOf(orderId: string, rating: number, text: string): Promise<string | null> {
  const { schemaReviewSave } = await import('../../lib/contracts/reviews');
  const result = schemaReviewSave.safeParse({ orderId, rating, text });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * What is wrong with the form before sending, in Hindi (`t` of `orders`), or null: the review contract's rules
 * (1-5 stars, a text of REVIEW_TEXT_MIN-REVIEW_TEXT_MAX characters after trimming) in the Hindi page's words; the
 * contract's own messages are English.
 */
function hindiProblemOf(rating: number, text: string, t: T): string | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return t('review.chooseRating');
  const length = text.trim().length;
  if (length === 0) return t('review.writeSome');
  if (length < REVIEW_TEXT_MIN) return t('review.tooShort', { min: String(REVIEW_TEXT_MIN) });
  if (length > REVIEW_TEXT_MAX) return t('review.tooLong', { max: String(REVIEW_TEXT_MAX) });
  return null;
}

/**
 * The review form of a completed order: 1-5 stars (radio buttons, keyboard friendly) and a
 * text of 10-1000 characters; writes a new review or edits the customer's review within its 7 days. In the page's
 * language (a Hindi page checks the text's rules itself and thanks in Hindi unless the API answered in Hindi).
 */
export default function ReviewForm({ orderId, review, onSaved }: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, error, isError }] = useOrderReviewSaveMutation();
  const t = useT('orders');
  const english = useLocale() === 'en';
  const describeFailure = useFailureText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // a Hindi page still lets the contract judge what its own checks do not cover (stray control characters), in
    // Hindi words: the contract's are English
    const found = english
      ? await problemOf(orderId, rating, text)
      : (hindiProblemOf(rating, text, t) ?? ((await problemOf(orderId, rating, text)) && t('review.saveFailed')));
    setProblem(found);
    if (found) return;
    const result = await save({ orderId, rating, text: text.trim() });
    if ('data' in result && result.data) onSaved(english || isHindiText(result.data.message) ? result.data.message : t('review.saved'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <fieldset className={styles.stars}>
        <legend>{t('review.rating')}</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <span key={stars} style={{ display: 'contents' }}>
            <input
              id={`${id}-star-${stars}`}
              className={styles.starInput}
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              aria-label={t('review.stars', { count: stars })}
              onChange={() => setRating(stars)}
            />
            <label htmlFor={`${id}-star-${stars}`} className={styles.star} aria-hidden="true">
              ★
            </label>
          </span>
        ))}
      </fieldset>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-text`}>
          {t('review.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className={form.input}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={`${id}-hint`} className={form.hint}>
          {t('review.hint', { min: String(REVIEW_TEXT_MIN), max: String(REVIEW_TEXT_MAX) })}
        </span>
      </div>
      {(problem || isError) && (
        <p role="alert" className={form.error}>
          {problem ?? describeFailure(error, t('review.saveFailed'))}
        </p>
      )}
      <button type="submit" className={`${ui.button} ${ui.contained}`} disabled={isLoading}>
        {isLoading ? t('review.saving') : review ? t('review.update') : t('review.submit')}
      </button>
    </form>
  );
}
