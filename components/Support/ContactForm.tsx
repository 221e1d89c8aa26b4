import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { Brand } from '@/lib/content/types';
import { mailtoHref } from '@/lib/rules/mailto';
import { SUPPORT_TOPICS } from '@/lib/rules/support';
import { SUPPORT_MESSAGE_MAX, supportTicketForm, type SupportTicketInput } from '@/lib/rules/validation/forms';
import { sendSupportTicket } from '@/lib/support/client';
import { FormMessage, SelectField, SubmitButton, TextAreaField, TextField, useSiteForm } from '../Form';
import styles from './Support.module.scss';

type Values = { email: string; topic: string; message: string; voucherCode: string };

/** "+1-800-555-0178" → "1-800-555-0178", the way US support lines are printed. */
const displayPhone = (phone: string) => phone.replace(/^\+/, '');

/** The brand's own support email and phone, for people who would rather write or call. */
export function SupportChannels({ brand }: { brand: Pick<Brand, 'supportEmail' | 'supportPhone' | 'appName'> }) {
  if (!brand.supportEmail && !brand.supportPhone) return null;
  return (
    <ul className={styles.channels} aria-label={`Other ways to reach ${brand.appName}`}>
      {brand.supportEmail ? (
        <li>
          Email <a href={mailtoHref(brand.supportEmail)}>{brand.supportEmail}</a>
        </li>
      ) : null}
      {brand.supportPhone ? (
        <li>
          Call <a href={`tel:${brand.supportPhone}`}>{displayPhone(brand.supportPhone)}</a> (8am–8pm Eastern, Monday to Saturday)
        </li>
      ) : null}
    </ul>
  );
}

/** Contact us (/help/ticket): one message becomes one ticket in the studio's inbox. */
export function ContactForm({ brand }: { brand: Pick<Brand, 'supportEmail' | 'supportPhone' | 'appName'> }) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The form holds strings (an unchosen topic is ''); the schema turns them into a ticket.
  const form = useSiteForm<Values, SupportTicketInput>({
    resolver: zodResolver(supportTicketForm) as Resolver<Values, unknown, SupportTicketInput>,
    defaultValues: { email: '', topic: '', message: '', voucherCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const reply = await sendSupportTicket(values);
    if (reply.ok) setSent(reply.message);
    else if (!form.showFieldErrors(reply.fieldErrors)) setFailure(reply.message);
  });

  return (
    <section className={styles.contact} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
          <SelectField
            label="What is it about?"
            placeholder="Choose a topic"
            options={SUPPORT_TOPICS}
            error={errors.topic?.message}
            {...form.register('topic')}
          />
          <TextAreaField label="Message" maxLength={SUPPORT_MESSAGE_MAX} error={errors.message?.message} {...form.register('message')} />
          <TextField
            label="Voucher code (optional)"
            hint="If your message is about a voucher, for example HC-AB12C-3DE4F"
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.voucherCode?.message}
            {...form.register('voucherCode')}
          />
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <SubmitButton busy={isSubmitting} busyLabel="Sending…">
            Send message
          </SubmitButton>
        </form>
      )}
      <SupportChannels brand={brand} />
    </section>
  );
}
