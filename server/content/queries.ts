/**
 * Every GROQ query the site runs, with shared projections. Results are raw
 * documents; `map.ts` turns them into domain types.
 */

const stateRefProjection = /* groq */ `{ code, "slug": slug.current, name }`;
const cityRefProjection = /* groq */ `{ "slug": slug.current, name, "state": state->${stateRefProjection} }`;
const seoProjection = /* groq */ `seo{ title, description }`;
const imageProjection = /* groq */ `{ alt, hotspot{ x, y }, "asset": asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`;

const brandProjection = /* groq */ `{
  "key": key.current,
  appName, domain, baseUrl, tagline, heroHeadline, heroSubhead, accentColor,
  "logo": logo.asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height },
  "heroImage": heroImage${imageProjection},
  faviconKey, icoOnlyFavicon, "icons": logo.asset->icons, "markIcons": logoMark.asset->icons, social, analyticsToken, cookieyesId,
  isDev, isPrimary, isFallback, supportEmail, supportPhone,
  seoTemplates[]{ pageType, title, description }
}`;

/** What the routing decision reads of an experiment document (its copy is read by the landing page itself). */
const experimentProjection = `key, title, "brandKeys": brands[]->key.current, adGroupIds, trafficPercent, primaryMetric, guardrails, status, startsAt, stopsAt, shippedVariant,
  variants[]{ key, weight, headline, subheadline, "heroImage": heroImage.asset._ref, bannerText, plan }`;

/**
 * The routing manifest, one query per part: each scans its own type only. As one object query the parts shared one
 * narrowed dataset (every part's types), so each state's nested scan for its cities read every ad group too.
 */
export const routingManifestQueries = {
  brands: /* groq */ `*[_type == "brand" && defined(key.current)]{ "key": key.current, faviconKey, "icons": logo.asset->icons, isFallback, isDev }`,
  adGroups: /* groq */ `*[_type == "adGroupWording" && defined(adGroupId)]{ adGroupId, family, discountAmount, "brandKeys": brands[]->key.current }`,
  campaigns: /* groq */ `*[_type == "campaign" && defined(campaignId)]{ campaignId, title, discountAmount, "brandKeys": brands[]->key.current, startsAt, endsAt, redemptionCap }`,
  experiments: /* groq */ `*[_type == "experiment" && defined(key)]{ ${experimentProjection} }`,
  serviceSlugs: /* groq */ `*[_type == "servicePage" && defined(slug.current)].slug.current`,
  pagePaths: /* groq */ `*[_type == "page" && defined(path)].path`,
  states: /* groq */ `*[_type == "usState" && defined(slug.current)]{
    "slug": slug.current,
    "cities": *[_type == "city" && references(^._id) && defined(slug.current)].slug.current
  }`,
} as const;

/**
 * Site-wide copy a brand may have its own version of (a document of the same type whose `brand` is it): that one
 * where it exists, else the shared document.
 */
const brandVersion = (type: string, projection: string) =>
  `coalesce(*[_type == "${type}" && brand->key.current == $brandKey][0]${projection}, *[_id == "${type}"][0]${projection})`;

export const siteChromeQuery = /* groq */ `{
  "brand": *[_type == "brand" && key.current == $brandKey][0]${brandProjection},
  "navigation": ${brandVersion(
    'siteNavigation',
    `{
    "services": services[]->{ "slug": slug.current, "label": navLabel },
    headerLinks[]{ label, href },
    signIn{ label, href },
    footerLinks[]{ label, href },
    legalLinks[]{ label, href },
    "topStates": topStates[]->${stateRefProjection},
    "topCities": topCities[]->${cityRefProjection}
  }`,
  )},
  "footerTerms": ${brandVersion('footerTerms', '{ heading, terms }')},
  "company": ${brandVersion('company', '{ legalName, entity, street, city, state, zip, phone, supportHours }')},
  "promoBanner": ${brandVersion('promoBanner', '{ defaultWording, titledWording, membershipWording, scarcityThreshold }')}
}`;

export const brandsQuery = /* groq */ `*[_type == "brand" && defined(key.current)] | order(key.current asc)${brandProjection}`;

export const adGroupWordingQuery = /* groq */ `*[_type == "adGroupWording" && adGroupId == $adGroupId][0]{
  adGroupId, family, title, shortName, discount, discountAmount, qualityKeyword, premiumKeyword, "heroImage": heroImage${imageProjection}
}`;

/** Every ad group's id and title: the studio funnel names its rows by them. */
export const adGroupNamesQuery = /* groq */ `*[_type == "adGroupWording" && defined(adGroupId)]{ adGroupId, title }`;

export const campaignQuery = /* groq */ `*[_type == "campaign" && campaignId == $campaignId][0]{
  campaignId, title, discountAmount, "brandKeys": brands[]->key.current, startsAt, endsAt, redemptionCap
}`;

export const servicePageQuery = /* groq */ `*[_type == "servicePage" && slug.current == $slug][0]{
  "slug": slug.current, title, navLabel, headline, summary, body, ${seoProjection}
}`;

export const servicePagesQuery = /* groq */ `*[_type == "servicePage" && defined(slug.current)] | order(title asc){
  "slug": slug.current, "label": navLabel
}`;

export const contentPageQuery = /* groq */ `*[_type == "page" && path == $path][0]{
  path, title, lead, body, widget, cta{ label, href }, ${seoProjection}
}`;

export const contentPagePathsQuery = /* groq */ `*[_type == "page" && defined(path)].path`;

export const statesQuery = /* groq */ `*[_type == "usState"] | order(name asc){ code, "slug": slug.current, name, intro }`;

export const stateWithCitiesQuery = /* groq */ `{
  "state": *[_type == "usState" && slug.current == $stateSlug][0]{ code, "slug": slug.current, name, intro },
  "cities": *[_type == "city" && state->slug.current == $stateSlug] | order(name asc)${cityRefProjection}
}`;

export const cityQuery = /* groq */ `*[_type == "city" && slug.current == $citySlug && state->slug.current == $stateSlug][0]{
  "slug": slug.current, name, intro, neighborhoods, "state": state->${stateRefProjection}
}`;

export const allCitiesQuery = /* groq */ `*[_type == "city" && defined(slug.current)] | order(name asc)${cityRefProjection}`;

/** One experiment's variants with the copy they show on landing pages. */
export const experimentCopyQuery = /* groq */ `*[_type == "experiment" && key == $key][0]{
  key,
  variants[]{ key, headline, subheadline, bannerText, "heroImage": heroImage${imageProjection} }
}`;
