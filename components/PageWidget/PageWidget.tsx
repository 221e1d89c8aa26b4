import dynamic from 'next/dynamic';
import type { LandingCommerce } from '@/lib/commerce/types';
import type { Company, PageBrand } from '@/lib/content/types';
import type { PageWidget as Widget } from '@/lib/content/pageWidgets';
import { CustomerArea, RedeemVoucher, SignInForm } from '../Account';
import { PrivacyOptOut } from '../Privacy';
import { ApplyForm, ContactForm } from '../Support';
import { CancellationPolicy } from './CancellationPolicy';
import { CompanyDetails } from './CompanyDetails';

// Server-rendered like the rest, but its code ships only with the page that shows reviews.
const ReviewsBlock = dynamic(() => import('./ReviewsBlock'));
// Members only: its code ships with the member booking page alone.
const BookMemberCleaning = dynamic(() => import('../Account/BookMemberCleaning').then((m) => m.BookMemberCleaning));

/** The live block a content page asks for in the studio, under its text. */
export function PageWidget({
  widget,
  brand,
  commerce,
  company = null,
}: {
  widget: Widget | null;
  brand: PageBrand;
  commerce: LandingCommerce | null;
  company?: Company | null;
}) {
  switch (widget) {
    case 'contact':
      return <ContactForm brand={brand} />;
    case 'privacyOptOut':
      return <PrivacyOptOut />;
    case 'cancellationPolicy':
      return <CancellationPolicy />;
    case 'reviews':
      return <ReviewsBlock commerce={commerce} />;
    case 'signIn':
      return <SignInForm />;
    case 'customerArea':
      return <CustomerArea />;
    case 'redeem':
      return <RedeemVoucher />;
    case 'memberBooking':
      return <BookMemberCleaning />;
    case 'apply':
      return <ApplyForm />;
    case 'company':
      return <CompanyDetails brand={brand} company={company} />;
    default:
      return null;
  }
}
