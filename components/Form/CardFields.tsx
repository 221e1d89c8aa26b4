import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

type CardField = 'ccNumber' | 'ccExpiration' | 'cvc';

/**
 * The site's own card fields, for the local test gateway (with Stripe the card is Stripe's Element): number,
 * expiry and security code, registered by the form that holds them. The checkout sets expiry and code side by side.
 */
export function CardFields({
  registered,
  errors,
  rowClassName,
}: {
  registered: Record<CardField, UseFormRegisterReturn<CardField>>;
  errors: Partial<Record<CardField, { message?: string }>>;
  rowClassName?: string;
}) {
  const expiryAndCode = (
    <>
      <TextField
        label="Expiration (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        maxLength={5}
        error={errors.ccExpiration?.message}
        {...registered.ccExpiration}
      />
      <TextField label="Security code" autoComplete="cc-csc" inputMode="numeric" maxLength={4} error={errors.cvc?.message} {...registered.cvc} />
    </>
  );
  return (
    <>
      <TextField label="Card number" autoComplete="cc-number" inputMode="numeric" error={errors.ccNumber?.message} {...registered.ccNumber} />
      {rowClassName ? <div className={rowClassName}>{expiryAndCode}</div> : expiryAndCode}
    </>
  );
}
