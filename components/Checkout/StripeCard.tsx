import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { loadStripeClient, stripeCardSource } from '@/lib/commerce/stripe';
import { cardErrorMessage } from '@/lib/commerce/stripeErrors';
import type { PaymentMethodSource } from '@/lib/commerce/tokenize';
import styles from './Checkout.module.scss';

interface Props {
  publishableKey: string;
  jsUrl: string;
  /** Called once the card field is ready to take a card, with the source checkout pays from. */
  onSource(source: PaymentMethodSource | null): void;
  /** A message for the card from the last attempt (spec §5 words where they apply). */
  error?: string;
}

/** The card field of a Stripe-configured checkout: Stripe Elements, so card data never touches this site. */
export default function StripeCard({ publishableKey, jsUrl, onSource, error }: Props) {
  const stripe = useMemo(() => loadStripeClient(jsUrl, publishableKey), [jsUrl, publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((client) => current && setUnavailable(client === null));
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <p className={styles.cardError} role="alert">
        The card form could not load. Please check your connection and reload the page.
      </p>
    );
  }
  return (
    <Elements stripe={stripe}>
      <CardField onSource={onSource} error={error} />
    </Elements>
  );
}

function CardField({ onSource, error }: Pick<Props, 'onSource' | 'error'>) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const changed = useRef({ since: 0 });
  const [live, setLive] = useState<string | null>(null);
  const message = live ?? error ?? null;

  useEffect(() => {
    const card = elements?.getElement(CardElement);
    onSource(stripe && card ? stripeCardSource(stripe, card, changed.current) : null);
  }, [stripe, elements, onSource]);

  return (
    <div className={styles.cardField}>
      <span className={styles.cardLabel} id={`${id}-label`}>
        Card
      </span>
      <div className={message ? styles.cardBoxInvalid : styles.cardBox} aria-labelledby={`${id}-label`} aria-describedby={message ? `${id}-error` : undefined}>
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#1c2330' } } }}
          onChange={(event: StripeCardElementChangeEvent) => {
            changed.current.since += 1;
            setLive(cardErrorMessage(event.error));
          }}
          onReady={() => {
            const card = elements?.getElement(CardElement);
            if (stripe && card) onSource(stripeCardSource(stripe, card, changed.current));
          }}
        />
      </div>
      {message ? (
        <p id={`${id}-error`} className={styles.cardError} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
