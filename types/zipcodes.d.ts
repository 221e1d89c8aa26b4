declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string | number): ZipInfo | undefined;
    lookupByState(state: string): ZipInfo[];
    distance(zipA: string | number, zipB: string | number): number | null;
    codes: Record<string, ZipInfo>;
  };
  export default zipcodes;
}
