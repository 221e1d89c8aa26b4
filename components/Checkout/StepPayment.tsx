import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePriceHold } from '@/lib/checkout/priceHold';
import { clearSession, type CheckoutSession } from '@/lib/checkout/session';
import { formatCountdown } from '@/lib/deals/scarcity';
import { useInVariant } from '@/lib/experiments/cohorts';
import { PAYMENT_STEP_AUG_2025 } from '@/lib/experiments/experiments';
import { PurchaseSubscriptionDocument, PurchaseVoucherDocument } from '@/lib/graphql/generated/graphql';
import { networkMessage, runMutation } from '@/lib/graphql/lazy';
import { tokenizeCard } from '@/lib/payments/tokenize';
import { formatUsd } from '@/lib/pricing/money';
import { safeRedirect } from '@/lib/routing/safeRedirect';
import { reportConversion, track, visitorId } from '@/lib/tracking/browser';
import { EVENTS } from '@/lib/tracking/events';
import { paymentForm } from '@/lib/validation/forms';
import { AlertDialog } from '../AlertDialog';
import { FormMessage, SubmitButton, TextField } from '../Form';
import { useTags } from '../Tags';
import type { CheckoutPlan } from './Checkout';
import styles from './Checkout.module.scss';

type Values = { ccNumber: string; ccExpiration: string; cvc: string; phone: string; firstName?: string; lastName?: string };
const FIELDS = new Set<keyof Values>(['ccNumber', 'ccExpiration', 'cvc', 'phone', 'firstName', 'lastName']);

/** Step 3: card, names and phone; one purchase however often the button is pressed. */
export function StepPayment({ plan, session, onBack }: { plan: CheckoutPlan; session: CheckoutSession; onBack(): void }) {
  const router = useRouter();
  const tags = useTags();
  const aug2025 = useInVariant(PAYMENT_STEP_AUG_2025);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(paymentForm()),
    defaultValues: { ccNumber: '', ccExpiration: '', cvc: '', phone: session.phone ?? '', firstName: session.firstName ?? '', lastName: session.lastName ?? '' },
  });
  const quote = session.quote;
  const holdSeconds = usePriceHold(quote?.expiresAt ?? null);

  async function pay(values: Values) {
    if (inFlight.current || !quote || !session.email || !session.zipcode) return;
    inFlight.current = true;
    setBusy(true);
    let done = false;
    try {
      const card = await tokenizeCard({ ccNumber: values.ccNumber, ccExpiration: values.ccExpiration, cvc: values.cvc });
      if (!card.ok) {
        if ('fieldErrors' in card) {
          card.fieldErrors.forEach((e, i) => FIELDS.has(e.field as keyof Values) && setError(e.field as keyof Values, { message: e.message }, { shouldFocus: i === 0 }));
        } else setAlert(card.message);
        return;
      }
      track(EVENTS.submitPayment, { plan: plan.key, hours: quote.numHours, price: quote.price });
      const input = {
        intent: quote.intent,
        paymentToken: card.token,
        hours: quote.numHours,
        email: session.email,
        zipcode: session.zipcode,
        phone: values.phone,
        firstName: values.firstName || null,
        lastName: values.lastName || null,
        redirect: typeof router.query.redirect === 'string' ? router.query.redirect : null,
        zipcodeEnteredOnHomepage: session.zipcodeEnteredOnHomepage,
      };
      const data = plan.is_subscription
        ? (await runMutation(PurchaseSubscriptionDocument, { input })).purchaseSubscription
        : (await runMutation(PurchaseVoucherDocument, { input })).purchaseVoucher;
      if (data.success && data.voucherPurchaseDetails) {
        done = true;
        clearSession();
        const purchase = { plan: plan.key, hours: quote.numHours, price: quote.price, tax: quote.salesTaxDollars, code: data.voucherPurchaseDetails.code, isNewCustomer: data.voucherPurchaseDetails.isNewCustomer };
        track(EVENTS.paymentSuccess, purchase);
        track(EVENTS.dealPurchase, purchase);
        const details = data.voucherPurchaseDetails;
        reportConversion(tags, {
          voucherCode: details.code,
          estimatedLtv: details.estimatedLtv,
          email: session.email,
          phone: values.phone,
          price: quote.price,
          tax: quote.salesTaxDollars,
          hours: quote.numHours,
          customerId: data.customer?.rawId ?? 0,
          stableId: visitorId(),
          isNewCustomer: details.isNewCustomer ?? null,
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          zipcode: session.zipcode,
          city: details.city ?? null,
          state: details.state ?? null,
        });
        const survey = `/survey?code=${encodeURIComponent(data.voucherPurchaseDetails.code)}${plan.is_subscription ? '&kind=subscription' : ''}`;
        await router.push(safeRedirect(data.voucherPurchaseDetails.redirect) ?? survey);
        return;
      }
      const known = data.fieldErrors.filter((e) => FIELDS.has(e.field as keyof Values));
      if (known.length) known.forEach((e, i) => setError(e.field as keyof Values, { message: e.message }, { shouldFocus: i === 0 }));
      else setAlert(data.message ?? 'Your payment could not be completed.');
    } catch (error) {
      setAlert(networkMessage(error));
    } finally {
      if (!done) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  const cardFields = (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subTitle}>Card details</legend>
      <TextField label="Card number" autoComplete="cc-number" inputMode="numeric" error={errors.ccNumber?.message} {...register('ccNumber')} />
      <div className={styles.row}>
        <TextField label="Expiration (MM/YY)" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/YY" maxLength={5} error={errors.ccExpiration?.message} {...register('ccExpiration')} />
        <TextField label="Security code" autoComplete="cc-csc" inputMode="numeric" maxLength={4} error={errors.cvc?.message} {...register('cvc')} />
      </div>
    </fieldset>
  );
  const contactFields = (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subTitle}>Contact</legend>
      <div className={styles.row}>
        <TextField label="First name (optional)" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name (optional)" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel-national" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
    </fieldset>
  );

  return (
    <form onSubmit={(event) => void handleSubmit(pay)(event)} noValidate className={styles.form} aria-busy={busy} data-variant={aug2025 ? PAYMENT_STEP_AUG_2025 : undefined}>
      {quote ? (
        <section className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.subTitle}>
            Your order
          </h2>
          <dl>
            <div>
              <dt>{quote.numHours}-hour first cleaning</dt>
              <dd>{formatUsd(Math.round(quote.priceBeforeSalesTax * 100))}</dd>
            </div>
            <div>
              <dt>Sales tax</dt>
              <dd>{formatUsd(Math.round(quote.salesTaxDollars * 100))}</dd>
            </div>
            <div className={styles.total}>
              <dt>Due today</dt>
              <dd data-testid="due-today">{formatUsd(Math.round(quote.price * 100))}</dd>
            </div>
            <div>
              <dt>Then, Forever Clean membership</dt>
              <dd>{formatUsd(plan.foreverclean_monthly_price * 100)}/month</dd>
            </div>
          </dl>
          <p className={styles.small}>
            For {session.email}, zipcode {session.zipcode}.
          </p>
          {holdSeconds !== null && holdSeconds > 0 ? (
            <p className={styles.small} data-testid="price-hold">
              This price is held for you for <span aria-hidden="true">{formatCountdown(holdSeconds)}</span>
              <span className="visually-hidden">{Math.ceil(holdSeconds / 60)} more minutes</span>.
            </p>
          ) : null}
          {holdSeconds === 0 ? (
            <FormMessage tone="error">This price is no longer held. Go back to get a fresh price.</FormMessage>
          ) : null}
        </section>
      ) : null}
      {/* The August 2025 payment step asks for contact details before the card, and says where the card goes. */}
      {aug2025 ? contactFields : cardFields}
      {aug2025 ? cardFields : contactFields}
      {aug2025 ? <p className={styles.small}>Your card details go straight to our payment processor; we never store them.</p> : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.back} onClick={onBack} disabled={busy}>
          Back
        </button>
        <SubmitButton busy={busy} busyLabel="Processing payment…">
          {quote && quote.price > 0 ? `Pay ${formatUsd(Math.round(quote.price * 100))}` : 'Start my membership'}
        </SubmitButton>
      </div>
      <AlertDialog open={alert !== null} onClose={() => setAlert(null)} title="Payment not completed" message={alert ?? undefined} />
    </form>
  );
}
