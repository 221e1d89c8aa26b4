import { useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/commerce/failure';
import type { RegionPrices } from '@/lib/commerce/types';
import { useOfferedOptions } from '@/lib/commerce/offer';
import { track } from '@/lib/growth/tracking/browser';
import { useInputFromBeforeHydration } from '@/lib/platform/useInputFromBeforeHydration';
import { EVENTS } from '@/lib/growth/tracking/events';
import { formatPercent, formatUsd } from '@/lib/rules/money';
import { basisPoints, salesTaxCents } from '@/lib/rules/salesTax';
import { zipcodeProblem } from '@/lib/rules/validation/zipcode';
import { AppLink } from '../AppLink';
// Straight from the files, not the folder's index: its useSiteForm would bring the form library along.
import { FormMessage } from '../Form/FormMessage';
import { SubmitButton } from '../Form/SubmitButton';
import { TextField } from '../Form/TextField';
import { useDeals } from './DealsContext';
import styles from './Deals.module.scss';

/** The commerce door, fetched on the first sign of intent and then reused. */
const commerceApi = () => import('@/lib/commerce/api');
/** Checkout progress is written only after a check succeeds: it comes with the commerce door, not with the page. */
const checkoutSession = () => import('@/lib/commerce/checkoutSession');

/**
 * Zipcode-only form (spec §5): checks availability and shows the region's
 * rates, tax and prices. A single field needs no form library: the same
 * `zipcodeProblem` rule as the server's schema decides what is valid.
 */
export function ZipcodeCheck() {
  const options = useOfferedOptions();
  const { wantLive } = useDeals();
  const [zipcode, setZipcode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [prices, setPrices] = useState<RegionPrices | null>(null);
  const [unsupported, setUnsupported] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Focus is intent: warm the commerce client and the visitor's local data while they type.
  const onFocus = () => {
    wantLive();
    void commerceApi().catch(() => undefined);
    void checkoutSession().catch(() => undefined);
  };
  const form = useRef<HTMLFormElement>(null);
  // Typing before the page came alive is intent too: that focus reached no handler.
  useInputFromBeforeHydration(form, (_, typed) => {
    setZipcode(typed);
    onFocus();
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A send replayed after hydration may be the first this form hears of the visitor (its focus came before).
    wantLive();
    if (busy) return;
    // From the field itself: a send can reach this handler as its part hydrates, before the state has the visitor's typing.
    const value = String(new FormData(event.currentTarget).get('zipcode') ?? '').trim();
    setZipcode(value);
    const problem = zipcodeProblem(value);
    setFieldError(problem);
    setFailure(null);
    setUnsupported(null);
    setPrices(null);
    if (problem) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await (await commerceApi()).checkRegionPrices(value);
      if (result.kind === 'invalid-zipcode') {
        setFieldError(result.message);
      } else if (result.kind === 'unsupported') {
        setUnsupported(result.message);
        track(EVENTS.zipcodeSubmit, { zipcode: value, supported: false });
      } else {
        setPrices(result.prices);
        // Without it checkout only asks for the zipcode again; the prices shown stay.
        (await checkoutSession().catch(() => null))?.rememberHomepageZipcode(result.prices.zipcode);
        track(EVENTS.zipcodeSubmit, { zipcode: result.prices.zipcode, supported: true });
      }
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  // Once prices are shown the card stops asking: the visitor can still change the zipcode on purpose.
  const asking = prices === null;
  return (
    <div className={styles.zipCard}>
      {asking ? null : (
        <p className={styles.zipChosen}>
          Prices for <strong>{prices.zipcode}</strong>{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setPrices(null);
              setZipcode('');
            }}
          >
            Change zipcode
          </button>
        </p>
      )}
      <form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate className={styles.zipForm} aria-label="Check prices in your area" hidden={!asking}>
        <TextField
          label="Your zipcode"
          name="zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 60614"
          value={zipcode}
          onChange={(event) => setZipcode(event.target.value)}
          onFocus={onFocus}
          error={fieldError ?? undefined}
        />
        <SubmitButton busy={busy} busyLabel="Checking…">
          Check prices
        </SubmitButton>
      </form>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {unsupported ? (
        <FormMessage tone="info">
          <p>{unsupported}</p>
          <AppLink href="/waitlist">Join the waitlist</AppLink>
        </FormMessage>
      ) : null}
      {prices ? (
        <FormMessage tone="success">
          <p className={styles.zipHeadline}>Good news: we clean in {prices.zipcode}!</p>
          {prices.region && prices.region.cleanerCount > 0 ? (
            <p data-testid="zip-region-figures">
              {prices.region.cleanerCount.toLocaleString('en-US')} cleaners and {prices.region.customerCount.toLocaleString('en-US')} customers near you in{' '}
              {prices.region.name}.
            </p>
          ) : null}
          <dl className={styles.rates}>
            <div>
              <dt>Member rate</dt>
              <dd data-testid="member-rate">{formatUsd(prices.memberRateCents)}/hour</dd>
            </div>
            <div>
              <dt>Non-member rate</dt>
              <dd data-testid="nonmember-rate">{formatUsd(prices.nonmemberRateCents)}/hour</dd>
            </div>
            <div>
              <dt>Sales tax</dt>
              <dd data-testid="sales-tax">{prices.salesTaxRate === 0 ? 'None' : formatPercent(prices.salesTaxRate)}</dd>
            </div>
          </dl>
          <table className={styles.priceTable}>
            <caption className="visually-hidden">First-cleaning prices in {prices.zipcode}</caption>
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Price</th>
                <th scope="col">With tax</th>
              </tr>
            </thead>
            <tbody>
              {options.map((option) => {
                // The visitor's own prices, taxed as the quote taxes them.
                const price = option.priceCents;
                const withTax = price + salesTaxCents(price, basisPoints(prices.salesTaxRate));
                return (
                  <tr key={option.numHours}>
                    <th scope="row">
                      {option.name}
                      <span className={styles.optionHours}>{option.numHours} hours</span>
                    </th>
                    <td>{formatUsd(price)}</td>
                    <td data-testid={`with-tax-${option.numHours}`}>{formatUsd(withTax)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </FormMessage>
      ) : null}
    </div>
  );
}
