import type { TypeDef } from './define';
import { adGroupWording } from './documents/adGroupWording';
import { brand } from './documents/brand';
import { campaign } from './documents/campaign';
import { city } from './documents/city';
import { experiment } from './documents/experiment';
import { page } from './documents/page';
import { servicePage } from './documents/servicePage';
import { usState } from './documents/usState';
import { experimentVariant } from './objects/experimentVariant';
import { navLink } from './objects/navLink';
import { seo } from './objects/seo';
import { seoTemplate } from './objects/seoTemplate';
import { socialLinks } from './objects/socialLinks';
import { company } from './singletons/company';
import { footerTerms } from './singletons/footerTerms';
import { promoBanner } from './singletons/promoBanner';
import { siteNavigation } from './singletons/siteNavigation';

export const documentTypes: TypeDef[] = [brand, adGroupWording, campaign, experiment, usState, city, servicePage, page];
export const singletonTypes: TypeDef[] = [promoBanner, footerTerms, siteNavigation, company];
export const objectTypes: TypeDef[] = [socialLinks, seoTemplate, seo, navLink, experimentVariant];

export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes];

const singletonNames: ReadonlySet<string> = new Set(singletonTypes.map((t) => t.name));
/** A singleton has exactly one document, whose _id is the type name. */
export const isSingleton = (type: TypeDef) => singletonNames.has(type.name);

export const typesByName: ReadonlyMap<string, TypeDef> = new Map(schemaTypes.map((t) => [t.name, t]));
export { validateDocument, type ValidationProblem } from './validation/validate';
