/**
 * Plan figures in content (spec §1 terms, banner and ad copy), written as
 * placeholders that each page fills from its visitor's plan
 * (lib/rules/planFigures.ts). Imports nothing: the studio's schema reads it too.
 */

/**
 * The placeholders content may use for plan figures, and what each stands for. A marketer writes
 * "From {price}" rather than "From $19": the figure then follows the visitor's plan and grant.
 */
export const FIGURE_PLACEHOLDERS = {
  price: 'the default first-cleaning option’s price for this visitor (e.g. $19)',
  fromPrice: 'the lowest first-cleaning price for this visitor',
  savings: 'how much the default option saves on its usual price (e.g. $56)',
  discount: 'what this visitor’s campaign or ad group takes off each option (e.g. $10)',
  introHours: 'the default first cleaning’s hours (e.g. 3)',
  monthlyPrice: 'the membership’s monthly price (e.g. $49)',
  membershipPrice: 'the membership’s price and billing (e.g. $49/month, or $49/month, billed $147 every 3 months)',
  freeMonths: 'free membership months (e.g. 0)',
  minMonths: 'paid months before cancelling is free (e.g. 6)',
  earlyCancellationFee: 'what cancelling early costs once the first cleaning was used (e.g. $99)',
  lateChangeHours: 'the free-change notice in hours (e.g. 24)',
  lateChangeFee: 'what a later change costs (e.g. a $40 late-change fee)',
} as const;

/**
 * Figures written out where a placeholder belongs: a dollar amount, or a number of hours or months. Content
 * that states one literally would go on saying it to visitors whose plan says otherwise, so publishing refuses
 * it (cms-schema/validation). Percentages and other numbers are not plan figures.
 */
const LITERAL_FIGURE = /\$\s?\d+(?:,\d{3})*(?:\.\d{1,2})?|\b\d+(?:\.\d+)?(?:[\s-]+|\u00a0)(?:paid\s+)?(?:hours?|months?)\b/gi;

export function literalFigures(text: string): string[] {
  return [...text.matchAll(LITERAL_FIGURE)].map((m) => m[0]);
}
