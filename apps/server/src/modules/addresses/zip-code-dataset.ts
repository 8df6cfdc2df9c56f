import { createRequire } from 'node:module';

type ZipCodeDataset = typeof import('zipcodes');

const require = createRequire(import.meta.url);
let dataset: ZipCodeDataset | null = null;

/**
 * The `zipcodes` package indexes every US and Canadian code as it loads (about a second and tens of MB), so it is
 * loaded on the first look-up rather than when the server starts.
 */
export function zipCodeDataset(): ZipCodeDataset {
  dataset ??= require('zipcodes') as ZipCodeDataset;
  return dataset;
}
