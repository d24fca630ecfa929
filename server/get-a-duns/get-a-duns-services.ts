import type { Clock } from '../clock';
import type { QueryLayer } from '../db/query-layer';
import type { DirectoryIn } from './directory-repository';
import { DunsApplications } from './duns-applications';
import { DunsAssociations } from './duns-associations';
import { GetADunsEntitlements } from './get-a-duns-entitlements';
import { SqlAssociationRepository } from './sql-association-repository';
import { SqlDunsApplicationRepository } from './sql-duns-application-repository';
import { SqlGrantRepository } from './sql-grant-repository';

/** The Get-a-DUNS services over their SQL repositories, as the server and its commands use them. */
export const getADunsServices = (layer: QueryLayer, clock: Clock, directoryIn: DirectoryIn) => ({
  applications: new DunsApplications(new SqlDunsApplicationRepository(layer, directoryIn), clock),
  associations: new DunsAssociations(new SqlAssociationRepository(layer), clock),
  entitlements: new GetADunsEntitlements(new SqlGrantRepository(layer, directoryIn), clock),
});
