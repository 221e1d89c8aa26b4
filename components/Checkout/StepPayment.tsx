import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '@/lib/commerce/failure';
import { purchase } from '@/lib/commerce/checkout';
import type { CheckoutSession } from '@/lib/commerce/checkoutSession';
import { testCardSource, type PaymentMethodSource } from '@/lib/commerce/tokenize';
import type { CheckoutPlan, PaymentConfig } from '@/lib/commerce/types';
import { useInVariant } from '@/lib/growth/experiments/cohorts';
import { PAYMENT_STEP_AUG_2025 } from '@/lib/growth/experiments/keys';
import { usePriceHold } from '@/lib/growth/priceHold';
import { formatCountdown } from '@/lib/growth/scarcity';
import { firstValue } from '@/lib/platform/query';
import { formatUsd } from '@/lib/rules/money';
import { contactForm, paymentForm } from '@/lib/rules/validation/forms';
import { AlertDialog } from '../AlertDialog';
import { AppLink } from '../AppLink';
import { FormMessage, SubmitButton, TextField, useSiteForm } from '../Form';
import { CardFields } from '../Form/CardFields';
import { useTags } from '../Tags';
import styles from './Checkout.module.scss';
import { OrderLines, OrderTerms } from '../OrderLines';

type Values = { ccNumber: string; ccExpiration: string; cvc: string; phone: string; firstName?: string; lastName?: string };

// Stripe's card field (and Stripe.js) load only on a Stripe-configured site, only on this step.
const StripeCard = dynamic(() => import('./StripeCard'), { ssr: false, loading: () => <p className={styles.loading}>Loading the secure card form…</p> });

/** Step 3: card, names and phone; one purchase however often the button is pressed. */
export function StepPayment({ plan, session, payments, onBack }: { plan: CheckoutPlan; session: CheckoutSession; payments: PaymentConfig; onBack(): void }) {
  const stripe = payments.provider === 'stripe' ? payments : null;
  const [stripeSource, setStripeSource] = useState<PaymentMethodSource | null>(null);
  const [cardError, setCardError] = useState<string | undefined>(undefined);
  const onStripeSource = useCallback((source: PaymentMethodSource | null) => setStripeSource(source), []);
  const router = useRouter();
  const tags = useTags();
  const aug2025 = useInVariant(PAYMENT_STEP_AUG_2025);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [returning, setReturning] = useState<{ message: string; signInPath: string } | null>(null);
  const form = useSiteForm<Values>({
    // With Stripe the card is Stripe's to check (in its own frame); the form checks the contact fields.
    resolver: (stripe ? zodResolver(contactForm) : zodResolver(paymentForm())) as Resolver<Values>,
    defaultValues: {
      ccNumber: '',
      ccExpiration: '',
      cvc: '',
      phone: session.phone ?? '',
      firstName: session.firstName ?? '',
      lastName: session.lastName ?? '',
    },
  });
  const { errors } = form.formState;
  const quote = session.quote;
  const holdSeconds = usePriceHold(quote?.expiresAt ?? null);

  async function pay(values: Values) {
    if (inFlight.current || !quote) return;
    const card = stripe ? stripeSource : testCardSource({ ccNumber: values.ccNumber, ccExpiration: values.ccExpiration, cvc: values.cvc });
    if (!card) return setAlert('The secure card form is still loading. Please try again in a moment.');
    inFlight.current = true;
    setCardError(undefined);
    setReturning(null);
    setBusy(true);
    let done = false;
    try {
      const outcome = await purchase({
        plan,
        session,
        quote,
        card,
        contact: { phone: values.phone, firstName: values.firstName || null, lastName: values.lastName || null },
        redirect: firstValue(router.query.redirect),
        tags,
      });
      if (outcome.kind === 'done') {
        done = true;
        await router.push(outcome.destination);
        return;
      }
      if (outcome.kind === 'alert') setAlert(outcome.message);
      else if (outcome.kind === 'notNewClient') setReturning(outcome);
      else {
        const stripeCard = outcome.errors.find((e) => e.field === 'card');
        if (stripeCard) setCardError(stripeCard.message);
        else if (!form.showFieldErrors(outcome.errors)) setAlert('Please check your card details.');
      }
    } catch (error) {
      setAlert(failureMessage(error));
    } finally {
      if (!done) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  const cardFields = stripe ? (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subTitle}>Card details</legend>
      <StripeCard publishableKey={stripe.publishableKey} jsUrl={stripe.jsUrl} onSource={onStripeSource} error={cardError} />
    </fieldset>
  ) : (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subTitle}>Card details</legend>
      <CardFields
        registered={{ ccNumber: form.register('ccNumber'), ccExpiration: form.register('ccExpiration'), cvc: form.register('cvc') }}
        errors={errors}
        rowClassName={styles.row}
      />
    </fieldset>
  );
  const contactFields = (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subTitle}>Contact</legend>
      <div className={styles.row}>
        <TextField label="First name (optional)" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label="Last name (optional)" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel-national" inputMode="tel" error={errors.phone?.message} {...form.register('phone')} />
    </fieldset>
  );

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(pay)(event)}
      noValidate
      className={styles.form}
      aria-busy={busy}
      data-variant={aug2025 ? PAYMENT_STEP_AUG_2025 : undefined}
    >
      {quote ? (
        <section className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.subTitle}>
            Your order
          </h2>
          <OrderLines summary={quote.summary} totalLabel="Due today" />
          <OrderTerms terms={quote.summary.terms} />
          <p className={styles.small}>
            For {session.email}, zipcode {session.zipcode}.
          </p>
          {holdSeconds !== null && holdSeconds > 0 ? (
            <p className={styles.small} data-testid="price-hold">
              This price is held for you for <span aria-hidden="true">{formatCountdown(holdSeconds)}</span>
              <span className="visually-hidden">{Math.ceil(holdSeconds / 60)} more minutes</span>.
            </p>
          ) : null}
          {holdSeconds === 0 ? <FormMessage tone="error">This price is no longer held. Go back to get a fresh price.</FormMessage> : null}
        </section>
      ) : null}
      {/* The August 2025 payment step asks for contact details before the card, and says where the card goes. */}
      {aug2025 ? contactFields : cardFields}
      {aug2025 ? cardFields : contactFields}
      {aug2025 ? <p className={styles.small}>Your card details go straight to our payment processor; we never store them.</p> : null}
      {returning ? (
        <FormMessage tone="error">
          {returning.message} <AppLink href={returning.signInPath}>Sign in with a one-time link</AppLink>
        </FormMessage>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.back} onClick={onBack} disabled={busy}>
          Back
        </button>
        <SubmitButton busy={busy} busyLabel="Processing payment…">
          {quote && quote.priceCents > 0 ? `Pay ${formatUsd(quote.priceCents)}` : 'Start my membership'}
        </SubmitButton>
      </div>
      <AlertDialog open={alert !== null} onClose={() => setAlert(null)} title="Payment not completed" message={alert ?? undefined} />
    </form>
  );
}
