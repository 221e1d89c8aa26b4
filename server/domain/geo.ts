/**
 * The visitor's approximate location from the CDN's geo headers (Vercel or
 * CloudFront). Every value is validated; anything odd is dropped.
 */

export interface GeoEstimate {
  country: string | null;
  stateCode: string | null;
  city: string | null;
  zipcode: string | null;
  latitude: number | null;
  longitude: number | null;
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, ...names: string[]): string | null => {
  for (const name of names) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
};

const coordinate = (text: string | null, limit: number): number | null => {
  if (text === null || !/^-?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
};

export function geoFromHeaders(headers: Headers): GeoEstimate {
  const country = header(headers, 'x-vercel-ip-country', 'cloudfront-viewer-country');
  const region = header(headers, 'x-vercel-ip-country-region', 'cloudfront-viewer-country-region');
  const cityRaw = header(headers, 'x-vercel-ip-city', 'cloudfront-viewer-city');
  const postal = header(headers, 'x-vercel-ip-postal-code', 'cloudfront-viewer-postal-code');
  let city: string | null = null;
  if (cityRaw) {
    try {
      city = decodeURIComponent(cityRaw).slice(0, 80);
    } catch {
      city = null;
    }
  }
  return {
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    stateCode: region && /^[A-Z]{2}$/.test(region) ? region : null,
    city: city && /^[\p{L} .'-]+$/u.test(city) ? city : null,
    zipcode: postal && /^\d{5}$/.test(postal) ? postal : null,
    latitude: coordinate(header(headers, 'x-vercel-ip-latitude', 'cloudfront-viewer-latitude'), 90),
    longitude: coordinate(header(headers, 'x-vercel-ip-longitude', 'cloudfront-viewer-longitude'), 180),
  };
}

export const NO_GEO: GeoEstimate = { country: null, stateCode: null, city: null, zipcode: null, latitude: null, longitude: null };
