import * as TE from 'fp-ts/TaskEither';
import { GetADunsFlow } from '../../../src/application/get-a-duns/get-a-duns-flow.use-case';
import { toGetADunsSearchViewModel } from '../../../src/application/get-a-duns/get-a-duns-search.view-model';
import { toGetADunsFoundViewModel } from '../../../src/application/get-a-duns/get-a-duns-found.view-model';
import { modeOfAppId } from '../../../src/application/get-a-duns/get-a-duns-mode';
import type { ServiceError } from '../../../src/application/ports/service-error';
import {
  BLUE_HERON,
  FakeCompanyList,
  FakeGetADunsFlowGateway,
  granted,
  rejected,
} from './fake-get-a-duns';
import { FakeNavigator } from '../fakes';

// Spec §2 "Free DUNS flow", §5 DUNS search validation, §8 "Sorry, no results were found in the
// company search.", §7 POST /GAD/companySearch, /GAD/entitleProduct and /GAD/entitleExistingDuns
// (D-GAD-UI-1..3).

const setup = () => {
  const gateway = new FakeGetADunsFlowGateway();
  const companies = new FakeCompanyList();
  const navigator = new FakeNavigator();
  const flow = new GetADunsFlow(gateway, companies, navigator);
  return { gateway, companies, flow, navigator };
};

describe('the DUNS search', () => {
  it.each([
    ['a name too short', { businessName: 'Bl', zipCode: '04101' }, ['businessName']],
    ['a ZIP of four digits', { businessName: 'Blue Heron', zipCode: '0410' }, ['zipCode']],
    ['a ZIP with letters', { businessName: 'Blue Heron', zipCode: '0410A' }, ['zipCode']],
    ['both empty', { businessName: '  ', zipCode: '' }, ['businessName', 'zipCode']],
  ])('%s: says which field is wrong and makes no call', async (_, typed, fields) => {
    const { gateway, flow } = setup();
    const outcome = await flow.search(typed);
    expect(outcome).not.toBe('searched');
    expect(outcome !== 'searched' && outcome.invalid.map((error) => error.field)).toEqual(fields);
    expect(gateway.searches).toEqual([]);
    expect(flow.snapshot.search).toEqual({ status: 'idle' });
  });

  it.each<[string, TE.TaskEither<ServiceError, readonly (typeof BLUE_HERON)[]>, string]>([
    ['companies found', TE.right([BLUE_HERON]), 'found'],
    ['nothing found: §8 no results', TE.right([]), 'empty'],
    ['the service fails', TE.left({ code: 'service.unavailable', status: 503 }), 'error'],
    ['the network fails', TE.left({ code: 'service.networkFailure' }), 'error'],
  ])('%s → %s', async (_, answer, status) => {
    const { gateway, flow } = setup();
    gateway.searchAnswer = answer;
    await flow.search({ businessName: ' Blue Heron ', zipCode: '04101 ' });
    expect(gateway.searches).toEqual([{ businessName: 'Blue Heron', zipCode: '04101' }]);
    expect(toGetADunsSearchViewModel(flow.snapshot, 'US').results.status).toBe(status);
  });

  it('keeps what was typed when the search fails, and tries the same search again', async () => {
    const { gateway, flow } = setup();
    gateway.searchAnswer = TE.left({ code: 'service.timeout' });
    await flow.search({ businessName: 'Blue Heron', zipCode: '04101' });
    expect(flow.snapshot.query).toEqual({ businessName: 'Blue Heron', zipCode: '04101' });
    gateway.searchAnswer = TE.right([BLUE_HERON]);
    await flow.retry();
    expect(gateway.searches).toHaveLength(2);
    const results = toGetADunsSearchViewModel(flow.snapshot, 'US').results;
    expect(results.status === 'found' && results.companies[0]).toEqual({
      duns: '123456789',
      dunsLabel: '12-345-6789',
      businessName: 'Blue Heron Cafe LLC',
      tradeName: 'Blue Heron',
      addressLines: ['12 Harbor Way', 'Portland, ME 04101'],
    });
  });

  it.each([
    ['US', { width: 426, height: 392 }],
    ['GB', { width: 426, height: 392 }],
    ['CZ', undefined],
  ] as const)('the get-a-DUNS ad slot in %s', (country, desktop) => {
    const { flow } = setup();
    expect(toGetADunsSearchViewModel(flow.snapshot, country).ad?.sizes.desktop).toEqual(desktop);
  });
});

describe('the mode', () => {
  it.each([
    ['283', 'associate'],
    [' 283 ', 'associate'],
    ['154', 'getADuns'],
    [null, 'getADuns'],
    [undefined, 'getADuns'],
  ] as const)('app_id %p is %s', (appId, mode) => {
    expect(modeOfAppId(appId)).toBe(mode);
  });

  it('a change of mode starts the flow again', async () => {
    const { flow } = setup();
    await flow.search({ businessName: 'Blue Heron', zipCode: '04101' });
    flow.choose(BLUE_HERON);
    flow.selectMode('associate');
    expect(flow.snapshot.chosen).toBeUndefined();
    expect(flow.snapshot.search).toEqual({ status: 'idle' });
    expect(toGetADunsFoundViewModel(flow.snapshot).searchPath).toBe('/gad/search?app_id=283');
  });
});

describe('confirming the chosen company', () => {
  it.each([
    ['getADuns', { call: 'entitleProduct', appId: 154, salesChannel: 'GAD' }],
    ['associate', { call: 'entitleExistingDuns', appId: 283, salesChannel: 'associate' }],
  ] as const)('%s confirms with %p', async (mode, entitlement) => {
    const { gateway, companies, flow } = setup();
    flow.selectMode(mode);
    flow.choose(BLUE_HERON);
    await flow.confirm();
    expect(gateway.entitlements).toEqual([{ encryptedDuns: 'sealed-123456789', ...entitlement }]);
    expect(companies.loads).toBe(1);
  });

  it.each<
    [
      string,
      'getADuns' | 'associate',
      TE.TaskEither<ServiceError, ReturnType<typeof granted>>,
      string,
    ]
  >([
    ['Get-a-DUNS confirmed', 'getADuns', TE.right(granted('active')), 'toOffers'],
    ['an association active at once', 'associate', TE.right(granted('active')), 'associated'],
    [
      'an association waiting for verification',
      'associate',
      TE.right(granted('pending')),
      'pending',
    ],
    [
      '409 ALREADY_ENTITLED',
      'associate',
      TE.left(rejected(409, 'ALREADY_ENTITLED')),
      'alreadyEntitled',
    ],
    [
      '409 ALREADY_ENTITLED (Get-a-DUNS)',
      'getADuns',
      TE.left(rejected(409, 'ALREADY_ENTITLED')),
      'alreadyEntitled',
    ],
    ['400 DUNS_INVALID', 'getADuns', TE.left(rejected(400, 'DUNS_INVALID')), 'failed'],
    ['another 409', 'getADuns', TE.left(rejected(409, 'CONFLICT')), 'failed'],
    ['a malformed answer', 'getADuns', TE.left({ code: 'service.malformedResponse' }), 'failed'],
  ])('%s → %s', async (_, mode, answer, screen) => {
    const { gateway, flow } = setup();
    flow.selectMode(mode);
    gateway.entitleAnswer = answer;
    flow.choose(BLUE_HERON);
    await flow.confirm();
    const model = toGetADunsFoundViewModel(flow.snapshot);
    expect(model.screen).toBe(screen);
    // Never lose the choice.
    expect(model.company?.businessName).toBe('Blue Heron Cafe LLC');
  });

  it('does not reload the company list after a failure', async () => {
    const { gateway, companies, flow } = setup();
    gateway.entitleAnswer = TE.left(rejected(409, 'ALREADY_ENTITLED'));
    flow.choose(BLUE_HERON);
    await flow.confirm();
    expect(companies.loads).toBe(0);
  });

  it('without a choice (a reload of the found page) there is nothing to confirm', async () => {
    const { gateway, flow } = setup();
    await flow.confirm();
    expect(gateway.entitlements).toEqual([]);
    expect(toGetADunsFoundViewModel(flow.snapshot).screen).toBe('noChoice');
  });

  it('"not my company" goes back to the results, which are kept', async () => {
    const { flow, navigator } = setup();
    flow.selectMode('associate');
    await flow.search({ businessName: 'Blue Heron', zipCode: '04101' });
    flow.choose(BLUE_HERON);
    flow.forgetChoice();
    expect(flow.snapshot.chosen).toBeUndefined();
    expect(toGetADunsSearchViewModel(flow.snapshot, 'US').results.status).toBe('found');
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/gad/search?app_id=283', options: {} },
    ]);
  });
});

describe('choosing a result', () => {
  it.each([
    ['one of the results', '123456789', true],
    ['a DUNS the results do not hold', '999999999', false],
  ])('%s', async (_, duns, chosen) => {
    const { flow, navigator } = setup();
    await flow.search({ businessName: 'Blue Heron', zipCode: '04101' });
    flow.chooseResult(duns);
    expect(flow.snapshot.chosen?.duns).toBe(chosen ? duns : undefined);
    // The found page shows the choice; a DUNS not among the results leaves the page as it is.
    expect(navigator.visits).toEqual(
      chosen ? [{ method: 'show', url: '/gad/dunsfound', options: {} }] : [],
    );
  });
});
