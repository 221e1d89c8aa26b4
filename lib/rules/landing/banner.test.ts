import { bannerText } from './banner';

const copy = {
  defaultWording: 'Limited Time Offer: Get Your Home Cleaned For {price}!',
  titledWording: '{title} Starting At {price}',
  membershipWording: 'Limited time offer: Get your first cleaning free!',
  scarcityThreshold: 100,
};

describe('bannerText', () => {
  it('uses the default wording with the price', () => {
    expect(bannerText(copy, { priceCents: 1900 })).toBe('Limited Time Offer: Get Your Home Cleaned For $19!');
  });

  it('uses the titled wording when the page supplies a title', () => {
    expect(bannerText(copy, { priceCents: 1900, title: 'Deep Cleaning' })).toBe('Deep Cleaning Starting At $19');
  });

  it('shows cents only when the price has them', () => {
    expect(bannerText(copy, { priceCents: 1450 })).toBe('Limited Time Offer: Get Your Home Cleaned For $14.50!');
  });

  it('uses the membership-model wording in that experiment variant', () => {
    expect(bannerText(copy, { priceCents: 1900, title: 'Deep Cleaning', membershipModel: true })).toBe('Limited time offer: Get your first cleaning free!');
  });
});
