import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { rememberHomepageZipcode } from '@/lib/checkout/session';
import { ServiceRegionPricesDocument } from '@/lib/graphql/generated/graphql';
import { networkMessage, runQuery } from '@/lib/graphql/lazy';
import { useLandingDiscount } from '@/lib/hooks/useLandingDiscount';
import { formatUsd } from '@/lib/pricing/money';
import { applyLandingDiscount, STANDARD_LADDER } from '@/lib/pricing/plans';
import { track } from '@/lib/tracking/browser';
import { EVENTS } from '@/lib/tracking/events';
import { zipcodeProblem } from '@/lib/validation/zipcode';
import { AppLink } from '../AppLink';
import { FormMessage, SubmitButton, TextField } from '../Form';
import styles from './Deals.module.scss';

interface RegionPrices {
  zipcode: string;
  rate: number;
  higherRate: number;
  salesTaxRate: number;
}

/** Zipcode-only form (spec §5): checks availability and shows the region's rates, tax and prices. */
export function ZipcodeCheck() {
  const discount = useLandingDiscount();
  const [prices, setPrices] = useState<RegionPrices | null>(null);
  const [unsupported, setUnsupported] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ zipcode: string }>({ defaultValues: { zipcode: '' } });

  const onSubmit = handleSubmit(async ({ zipcode: raw }) => {
    const zipcode = raw.trim();
    setFailure(null);
    setUnsupported(null);
    setPrices(null);
    try {
      const { serviceRegionPrices: result } = await runQuery(ServiceRegionPricesDocument, { zipcode });
      if (result.__typename === 'ZipcodeFormatError') {
        setError('zipcode', { message: result.message }, { shouldFocus: true });
      } else if (result.__typename === 'ServiceRegionUnsupportedError') {
        setUnsupported(result.message);
        track(EVENTS.zipcodeSubmit, { zipcode, supported: false });
      } else {
        setPrices(result);
        rememberHomepageZipcode(result.zipcode);
        track(EVENTS.zipcodeSubmit, { zipcode: result.zipcode, supported: true });
      }
    } catch (error) {
      setFailure(networkMessage(error));
    }
  });

  return (
    <div className={styles.zipCard}>
      <form onSubmit={onSubmit} noValidate className={styles.zipForm} aria-label="Check prices in your area">
        <TextField
          label="Your zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 60614"
          error={errors.zipcode?.message}
          {...register('zipcode', { validate: (value) => zipcodeProblem(value) ?? true })}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Checking…">
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
          <dl className={styles.rates}>
            <div>
              <dt>Member rate</dt>
              <dd data-testid="member-rate">{formatUsd(prices.rate * 100)}/hour</dd>
            </div>
            <div>
              <dt>Non-member rate</dt>
              <dd data-testid="nonmember-rate">{formatUsd(prices.higherRate * 100)}/hour</dd>
            </div>
            <div>
              <dt>Sales tax</dt>
              <dd data-testid="sales-tax">{prices.salesTaxRate === 0 ? 'None' : `${(prices.salesTaxRate * 100).toFixed(2).replace(/\.?0+$/, '')}%`}</dd>
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
              {STANDARD_LADDER.map((option) => {
                const price = applyLandingDiscount(option.priceCents, discount);
                const withTax = price + Math.round(price * prices.salesTaxRate);
                return (
                  <tr key={option.numHours}>
                    <th scope="row">
                      {option.name} ({option.numHours} h)
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
