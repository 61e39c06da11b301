import { useId, useState, type FormEvent } from 'react';
import type { OrderReview } from '../../lib/contracts/reviews';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../lib/reviews';
import { failureText } from '../../services/errors';
import { useOrderReviewSaveMutation } from '../../store/reviewsApi';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
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
 * The review form of a completed order: 1-5 stars (radio buttons, keyboard friendly) and a
 * text of 10-1000 characters; writes a new review or edits the customer's review within its 7 days.
 */
export default function ReviewForm({ orderId, review, onSaved }: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading, error, isError }] = useOrderReviewSaveMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await problemOf(orderId, rating, text);
    setProblem(found);
    if (found) return;
    const result = await save({ orderId, rating, text: text.trim() });
    if ('data' in result && result.data) onSaved(result.data.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <fieldset className={styles.stars}>
        <legend>Your rating</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <span key={stars} style={{ display: 'contents' }}>
            <input
              id={`${id}-star-${stars}`}
              className={styles.starInput}
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
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
          Your review
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
          {`${REVIEW_TEXT_MIN}-${REVIEW_TEXT_MAX} characters. Your first name and initial are shown with it.`}
        </span>
      </div>
      {(problem || isError) && (
        <p role="alert" className={form.error}>
          {problem ?? failureText(error, 'Could not save your review. Please try again.')}
        </p>
      )}
      <button type="submit" className={`${ui.button} ${ui.contained}`} disabled={isLoading}>
        {isLoading ? 'Saving…' : review ? 'Update review' : 'Submit review'}
      </button>
    </form>
  );
}
