import type { PromoBannerCopy } from '@/lib/content/types';
import { formatUsd } from '../money';

/** Spec §1: default wording, the titled wording when the page supplies a title, or the membership-model wording. */
export function bannerText(copy: PromoBannerCopy, options: { priceCents: number; title?: string | null; membershipModel?: boolean }): string {
  if (options.membershipModel) return copy.membershipWording;
  const price = formatUsd(options.priceCents);
  const template = options.title ? copy.titledWording : copy.defaultWording;
  return template.replaceAll('{title}', options.title ?? '').replaceAll('{price}', price);
}
