import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { askForSignInLink, signInWithLink } from '@/lib/commerce/account';
import { firstValue } from '@/lib/platform/query';
import { emailForm } from '@/lib/rules/validation/forms';
import { FormMessage, SubmitButton, TextField, useSiteForm } from '../Form';
import styles from './Account.module.scss';

type Values = { email: string };

/**
 * /login: asks for the email a customer bought with and sends a one-time link.
 * The link comes back here with its token; the customer confirms with one
 * click (a mail scanner opening the link signs nobody in), then lands in the
 * customer area.
 */
export function SignInForm() {
  const router = useRouter();
  const token = router.isReady ? firstValue(router.query.token) : null;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const form = useSiteForm<Values>({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const { setValue } = form;

  useEffect(() => {
    const email = router.isReady ? firstValue(router.query.email) : null;
    if (email) setValue('email', email);
  }, [router.isReady, router.query.email, setValue]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const reply = await askForSignInLink(email);
    if (reply.ok) setSent(reply.message);
    else if (!form.showFieldErrors(reply.fieldErrors)) setFailure(reply.message);
  });

  const finish = async () => {
    if (!token) return;
    setSigningIn(true);
    setFailure(null);
    const reply = await signInWithLink(token);
    if (reply.ok) {
      await router.push('/customer');
      return;
    }
    setSigningIn(false);
    setFailure(reply.message);
    await router.replace('/login', undefined, { shallow: true });
  };

  if (token) {
    return (
      <section className={styles.panel} aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">Finish signing in</h2>
        <p>You opened a sign-in link. Continue to your account to see your vouchers and book your cleaning.</p>
        <button type="button" className={styles.primary} onClick={finish} disabled={signingIn} aria-busy={signingIn}>
          {signingIn ? 'Signing you in…' : 'Continue to my account'}
        </button>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Get a sign-in link</h2>
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            hint="The email you bought your voucher with"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <SubmitButton busy={isSubmitting} busyLabel="Sending…">
            Email me a sign-in link
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
