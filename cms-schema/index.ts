import type { TypeDef } from './define';
import { adGroupWording } from './documents/adGroupWording';
import { brand } from './documents/brand';
import { campaign } from './documents/campaign';
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

export const documentTypes: TypeDef[] = [brand, adGroupWording, campaign, usState, city, servicePage, page];
export const singletonTypes: TypeDef[] = [promoBanner, footerTerms, siteNavigation];
export const objectTypes: TypeDef[] = [socialLinks, seoTemplate, seo, navLink];

export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes];

export const typesByName: ReadonlyMap<string, TypeDef> = new Map(schemaTypes.map((t) => [t.name, t]));
export { validateDocument, type ValidationProblem } from './validation/validate';
