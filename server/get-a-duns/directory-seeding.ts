import {
  directoryCompanies,
  personaDirectoryCompanies,
  type DirectoryCompany,
} from './company-directory';

/**
 * Loading the Get-a-DUNS directory in bulk, each engine its own way (D-STORE-11): on the first
 * start of a demo and by `npm run seed`.
 */
export interface DirectorySeeding {
  /**
   * Replaces the directory with the personas' US companies plus `count` synthetic ones, never
   * reusing a DUNS number already issued to a user's company; answers how many it holds.
   */
  replace(count: number): Promise<number>;
  /** Seeds an empty directory with `count` synthetic companies; answers whether it seeded. */
  seedIfEmpty(count: number): Promise<boolean>;
  size(): Promise<number>;
}

/**
 * What a seed loads, one company at a time: the personas' companies, then `count` synthetic ones
 * that avoid `issued` (DUNS numbers already in `companies`) and the personas'.
 */
export function* companiesToSeed(
  count: number,
  issued: Iterable<string>,
): Generator<DirectoryCompany> {
  const personas = personaDirectoryCompanies();
  const taken = new Set<string>(issued);
  for (const company of personas) taken.add(company.dunsNumber);
  yield* personas;
  yield* directoryCompanies(count, taken);
}

/** How many companies a seed of `count` synthetic ones loads. */
export const seededSize = (count: number): number => personaDirectoryCompanies().length + count;
