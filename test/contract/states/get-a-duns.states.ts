import { systemClock, type Clock } from '../../../server/clock';
import type { QueryLayer } from '../../../server/db/query-layer';
import {
  generateDirectory,
  personaDirectoryCompanies,
} from '../../../server/get-a-duns/company-directory';
import { DunsCipher } from '../../../server/get-a-duns/duns-cipher';
import { getADunsServicesIn } from '../../server/test-database';
import type { DirectoryIn } from '../../../server/get-a-duns/directory-repository';
import { SqlEntitlementRepository } from '../../../server/entitlements/sql-entitlement-repository';
import { ProviderStateValues } from '../provider-states';
import {
  openSession,
  providerKeys,
  SEEDED_USER_ID,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** Provider states of the Get-a-DUNS calls, named once for the consumer tests and the verification. */
export const GetADunsStates = {
  /**
   * us.owner@example.com is signed in (`sessionCookie`, `csrfToken`) and the company directory
   * lists the persona company Acme Analytics LLC (804735132) in ZIP 07078.
   */
  DIRECTORY_LISTS_ACME:
    'user us.owner@example.com is signed in and the company directory lists Acme Analytics LLC in ZIP 07078',
  /**
   * us.owner@example.com is signed in and has found a directory company they hold none of the
   * products 154, 252, 283 (Associate-a-DUNS) and 294 for; `encryptedDuns` is its DUNS sealed with
   * the provider's key.
   */
  FOUND_COMPANY_WITHOUT_PRODUCTS:
    'user us.owner@example.com is signed in and has found a company they hold no product for',
  /**
   * us.owner@example.com is signed in and already holds Credit Insights Free (app 294) for a
   * directory company, entitled through the backend's Get-a-DUNS code; `encryptedDuns` seals it.
   */
  FOUND_COMPANY_ALREADY_ENTITLED:
    'user us.owner@example.com is signed in and already holds app 294 for a company they found',
  /**
   * pending.duns@example.com (id `usr-pending-duns`) is signed in and has a free DUNS application
   * in progress (pending, or processing once a business day has passed).
   */
  DUNS_APPLICATION_IN_PROGRESS:
    'user pending.duns@example.com is signed in and has a DUNS application in progress',
  /**
   * gad.incomplete@example.com (id `usr-gad-incomplete`) is signed in and has a free DUNS
   * application started without a ZIP Code, so not complete (D-API-15).
   */
  DUNS_APPLICATION_NOT_COMPLETE:
    'user gad.incomplete@example.com is signed in and has a DUNS application not complete',
  /**
   * us.owner@example.com is signed in and their free DUNS application, submitted 60 days ago, has
   * been issued: a new DUNS, linked to them as director.
   */
  DUNS_APPLICATION_ISSUED:
    'user us.owner@example.com is signed in and their DUNS application has been issued',
} as const;

const PENDING_DUNS_USER_ID = 'usr-pending-duns'; // pending.duns@example.com, server/seed/personas.ts
const NOT_COMPLETE_USER_ID = 'usr-gad-incomplete'; // gad.incomplete@example.com, server/seed/pill-personas.ts
/**
 * The app ids the Get-a-DUNS contracts entitle (Credit Insights Free, Duns Manager, Credit Monitor,
 * Associate-a-DUNS).
 */
const ENTITLED_APP_IDS = [294, 154, 252, 283] as const;
const ALREADY_HELD_APP_ID = 294;
const DAY_MS = 86_400_000;

/** A clock `days` days in the past, so an application is submitted then (D-API-7). */
const daysAgo = (days: number): Clock => ({
  now: () => new Date(systemClock.now().getTime() - days * DAY_MS),
});

/** The seeded user's products, as `duns appId` pairs, for `holds`. */
const heldBySeededUser = async (db: QueryLayer): Promise<ReadonlySet<string>> => {
  const products = await new SqlEntitlementRepository(db).products(SEEDED_USER_ID, { kind: 'all' });
  return new Set(products.map((product) => `${product.duns ?? ''} ${product.appId}`));
};

const holds = (held: ReadonlySet<string>, duns: string, appId: number): boolean =>
  held.has(`${duns} ${appId}`);

/** Synthetic directory companies (the same on every machine), as far as this provider lists them. */
const directoryCandidates = async (db: QueryLayer, directoryIn: DirectoryIn): Promise<string[]> => {
  const personaDuns = new Set(personaDirectoryCompanies().map((company) => company.dunsNumber));
  const directory = directoryIn(db);
  const listed: string[] = [];
  for (const company of generateDirectory(200, personaDuns)) {
    if ((await directory.find(company.dunsNumber)) !== undefined) listed.push(company.dunsNumber);
  }
  return listed;
};

const firstCandidate = async (
  db: QueryLayer,
  directoryIn: DirectoryIn,
  fits: (duns: string) => boolean,
  what: string,
): Promise<string> => {
  const duns = (await directoryCandidates(db, directoryIn)).find(fits);
  if (duns === undefined) throw new Error(`no directory company ${what} for ${SEEDED_USER_ID}`);
  return duns;
};

export const getADunsStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => {
  const sealed = async (duns: string): Promise<Record<string, string>> => ({
    [ProviderStateValues.encryptedDuns]: new DunsCipher(
      (await providerKeys(provider)).dunsKeys,
    ).encrypt(duns),
  });

  return {
    [GetADunsStates.DIRECTORY_LISTS_ACME]: async () => {
      const listed = await withProviderDbAsync(provider, (db, directoryIn) =>
        directoryIn(db).find('804735132'),
      );
      if (listed?.zipCode !== '07078')
        throw new Error('the directory does not list Acme Analytics LLC in 07078');
      return openSession(provider);
    },

    [GetADunsStates.FOUND_COMPANY_WITHOUT_PRODUCTS]: async () => {
      const duns = await withProviderDbAsync(provider, async (db, directoryIn) => {
        const held = await heldBySeededUser(db);
        return firstCandidate(
          db,
          directoryIn,
          (candidate) => ENTITLED_APP_IDS.every((appId) => !holds(held, candidate, appId)),
          'without products',
        );
      });
      return { ...(await openSession(provider)), ...(await sealed(duns)) };
    },

    [GetADunsStates.FOUND_COMPANY_ALREADY_ENTITLED]: async () => {
      const duns = await withProviderDbAsync(provider, async (db, directoryIn) => {
        const held = await heldBySeededUser(db);
        const holder = (await directoryCandidates(db, directoryIn)).find((candidate) =>
          holds(held, candidate, ALREADY_HELD_APP_ID),
        );
        if (holder !== undefined) return holder;
        const fresh = await firstCandidate(
          db,
          directoryIn,
          (candidate) => !holds(held, candidate, ALREADY_HELD_APP_ID),
          'to entitle',
        );
        const outcome = await getADunsServicesIn(db, systemClock, directoryIn).entitlements.entitle(
          {
            userId: SEEDED_USER_ID,
            dunsNumber: fresh,
            appId: ALREADY_HELD_APP_ID,
            salesChannel: 'GAD',
            route: 'entitleExistingDuns',
          },
        );
        if (!outcome.ok) throw new Error(`could not entitle ${fresh}: ${outcome.refusal.kind}`);
        return fresh;
      });
      return { ...(await openSession(provider)), ...(await sealed(duns)) };
    },

    [GetADunsStates.DUNS_APPLICATION_IN_PROGRESS]: async () => {
      const application = await withProviderDbAsync(provider, (db, directoryIn) =>
        getADunsServicesIn(db, systemClock, directoryIn).applications.startOrGet(
          PENDING_DUNS_USER_ID,
          {
            flow: 'GAD',
            businessName: 'Rivera Landscaping',
            zipCode: '28801',
          },
        ),
      );
      if (application.status === 'issued')
        throw new Error(`${PENDING_DUNS_USER_ID}'s DUNS application is already issued`);
      return openSession(provider, PENDING_DUNS_USER_ID);
    },

    [GetADunsStates.DUNS_APPLICATION_NOT_COMPLETE]: async () => {
      const application = await withProviderDbAsync(provider, (db, directoryIn) =>
        getADunsServicesIn(db, systemClock, directoryIn).applications.find(NOT_COMPLETE_USER_ID),
      );
      if (application?.status !== 'notComplete')
        throw new Error(
          `${NOT_COMPLETE_USER_ID}'s DUNS application is not the seeded one, not complete`,
        );
      return openSession(provider, NOT_COMPLETE_USER_ID);
    },

    [GetADunsStates.DUNS_APPLICATION_ISSUED]: async () => {
      const application = await withProviderDbAsync(provider, async (db, directoryIn) => {
        await getADunsServicesIn(db, daysAgo(60), directoryIn).applications.startOrGet(
          SEEDED_USER_ID,
          {
            flow: 'GAD',
            businessName: 'Morgan Consulting',
            zipCode: '07078',
          },
        );
        return getADunsServicesIn(db, systemClock, directoryIn).applications.find(SEEDED_USER_ID);
      });
      if (application?.status !== 'issued')
        throw new Error(`${SEEDED_USER_ID}'s DUNS application is not issued`);
      return openSession(provider);
    },
  };
};
