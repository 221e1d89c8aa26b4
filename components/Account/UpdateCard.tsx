import { zodResolver } from '@hookform/resolvers/zod';
import dynamic from 'next/dynamic';
import type { Resolver } from 'react-hook-form';
import { useCallback, useEffect, useId, useState } from 'react';
import { loadCardSetup, saveCard } from '@/lib/commerce/care';
import { failureMessage } from '@/lib/commerce/failure';
import { testCardSource, type PaymentMethodSource } from '@/lib/commerce/tokenize';
import type { PaymentConfig } from '@/lib/commerce/types';
import { cardForm } from '@/lib/rules/validation/forms';
import { FormMessage, useSiteForm } from '../Form';
import { CardFields } from '../Form/CardFields';
import accountStyles from './Account.module.scss';
import styles from './Care.module.scss';

// Stripe's card field loads only on a Stripe-configured site, only once the customer opens this form.
const StripeCard = dynamic(() => import('../Checkout/StripeCard'), { ssr: false, loading: () => <p>Loading the secure card form…</p> });

type Values = { ccNumber: string; ccExpiration: string; cvc: string };

/**
 * The card membership charges and fees go to. The card goes to the payment provider only (Stripe Elements, or the
 * local test gateway's tokenizer); the site saves the provider's token after a $0 setup the bank may ask to confirm.
 */
export function UpdateCard() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [payments, setPayments] = useState<PaymentConfig | null>(null);
  const [stripeSource, setStripeSource] = useState<PaymentMethodSource | null>(null);
  const onStripeSource = useCallback((source: PaymentMethodSource | null) => setStripeSource(source), []);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [cardError, setCardError] = useState<string | undefined>(undefined);
  const stripe = payments?.provider === 'stripe' ? payments : null;
  const form = useSiteForm<Values>({
    // With Stripe the card is Stripe's to check, in its own frame.
    resolver: stripe ? undefined : (zodResolver(cardForm()) as Resolver<Values>),
    defaultValues: { ccNumber: '', ccExpiration: '', cvc: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open || payments) return;
    loadCardSetup()
      .then(setPayments)
      .catch((error) => setResult({ ok: false, message: failureMessage(error) }));
  }, [open, payments]);

  const save = async (values: Values) => {
    if (busy) return;
    const card = stripe ? stripeSource : testCardSource(values);
    if (!card) return setResult({ ok: false, message: 'The secure card form is still loading. Please try again in a moment.' });
    setBusy(true);
    setResult(null);
    setCardError(undefined);
    try {
      const outcome = await saveCard(card);
      if ('fieldErrors' in outcome) {
        const stripeCard = outcome.fieldErrors.find((e) => e.field === 'card');
        if (stripeCard) setCardError(stripeCard.message);
        else if (!form.showFieldErrors(outcome.fieldErrors)) setResult({ ok: false, message: 'Please check your card details.' });
        return;
      }
      setResult(outcome);
      if (outcome.ok) {
        setOpen(false);
        form.reset();
      }
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const message = result ? <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null;
  if (!open) {
    return (
      <div className={styles.block}>
        {message}
        <button type="button" className={accountStyles.secondary} onClick={() => setOpen(true)}>
          Update card
        </button>
      </div>
    );
  }
  return (
    <form className={styles.block} onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h3 id={`${id}-title`}>Update your card</h3>
      <p>Membership charges and any fees go to this card from now on. Nothing is charged now.</p>
      {message}
      {!payments ? (
        <p role="status">Loading…</p>
      ) : stripe ? (
        <StripeCard publishableKey={stripe.publishableKey} jsUrl={stripe.jsUrl} onSource={onStripeSource} error={cardError} />
      ) : (
        <CardFields
          registered={{ ccNumber: form.register('ccNumber'), ccExpiration: form.register('ccExpiration'), cvc: form.register('cvc') }}
          errors={errors}
        />
      )}
      <div className={styles.actions}>
        <button type="submit" className={accountStyles.primary} disabled={busy || !payments} aria-busy={busy || undefined}>
          {busy ? 'Saving…' : 'Save card'}
        </button>
        <button type="button" className={accountStyles.secondary} onClick={() => setOpen(false)}>
          Keep the current card
        </button>
      </div>
    </form>
  );
}
