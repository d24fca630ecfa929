import * as TE from 'fp-ts/TaskEither';
import {
  requestDunsPathOf,
  toGetADunsSearchViewModel,
} from '../../../src/application/get-a-duns/get-a-duns-search.view-model';
import { GetADunsFlow } from '../../../src/application/get-a-duns/get-a-duns-flow.use-case';
import { FakeCompanyList, FakeGetADunsFlowGateway } from './fake-get-a-duns';
import { FakeNavigator } from '../fakes';

// Spec §2 "a not-found link to request a number": /duns-application with the search as typed,
// which that page prefills (D-DUNSAPP-UI-2, D-GAD-ENTRY-4).

describe('the link to request a new DUNS number', () => {
  it.each([
    ['nothing searched yet', { businessName: '', zipCode: '' }, '/duns-application'],
    [
      'a name and a ZIP',
      { businessName: 'Maple Books Cafe', zipCode: '10001' },
      '/duns-application?businessName=Maple+Books+Cafe&zip=10001',
    ],
    [
      'characters that must be encoded',
      { businessName: 'Ben & Jerry’s #1', zipCode: '05401' },
      '/duns-application?businessName=Ben+%26+Jerry%E2%80%99s+%231&zip=05401',
    ],
    [
      'a name only',
      { businessName: ' Rivera ', zipCode: ' ' },
      '/duns-application?businessName=Rivera',
    ],
    ['a ZIP only', { businessName: '', zipCode: '28801' }, '/duns-application?zip=28801'],
  ])('%s → %s', (_, query, path) => {
    expect(requestDunsPathOf(query)).toBe(path);
  });

  it('carries the search that found nothing', async () => {
    const gateway = new FakeGetADunsFlowGateway();
    gateway.searchAnswer = TE.right([]);
    const flow = new GetADunsFlow(gateway, new FakeCompanyList(), new FakeNavigator());
    expect(toGetADunsSearchViewModel(flow.snapshot, 'US').requestDunsPath).toBe(
      '/duns-application',
    );
    await flow.search({ businessName: 'Nowhere Widgets', zipCode: '04101' });
    const model = toGetADunsSearchViewModel(flow.snapshot, 'US');
    expect(model.results.status).toBe('empty');
    expect(model.requestDunsPath).toBe('/duns-application?businessName=Nowhere+Widgets&zip=04101');
  });
});
