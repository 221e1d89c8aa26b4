import { adGroupWording } from './documents/adGroupWording';
import { brand } from './documents/brand';
import { city } from './documents/city';
import { page } from './documents/page';
import { servicePage } from './documents/servicePage';
import { usState } from './documents/usState';
import { navLink } from './objects/navLink';
import { seo } from './objects/seo';
import { seoTemplate } from './objects/seoTemplate';
import { socialLinks } from './objects/socialLinks';
import { footerTerms } from './singletons/footerTerms';
import { promoBanner } from './singletons/promoBanner';
import { siteNavigation } from './singletons/siteNavigation';

export const documentTypes = [brand, adGroupWording, usState, city, servicePage, page];
export const singletonTypes = [promoBanner, footerTerms, siteNavigation];
export const objectTypes = [socialLinks, seoTemplate, seo, navLink];

export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes];
