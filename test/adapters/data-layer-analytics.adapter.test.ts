import * as E from 'fp-ts/Either';
import { DataLayerAnalytics } from '../../src/adapters/analytics/data-layer-analytics.adapter';
import type { AnalyticsEvent } from '../../src/application/ports/analytics.port';

const analytics = (dataLayer: unknown, thirdPartyScriptsDisabled = false) =>
  new DataLayerAnalytics({ dataLayer: () => dataLayer, thirdPartyScriptsDisabled });

describe('DataLayerAnalytics — events into the data layer', () => {
  it.each<[AnalyticsEvent, string]>([
    [{ kind: 'companyDropdownChoice' }, 'companyDropdownChoice'],
    [{ kind: 'addCompanyClicked' }, 'addCompanyClicked'],
    [{ kind: 'creditTabClicked' }, 'creditTabClicked'],
    [{ kind: 'partnerLinkClicked', link: 'fundabilityScan' }, 'fundabilityScanClicked'],
    [{ kind: 'partnerLinkClicked', link: 'taxAndAccounting' }, 'taxAndAccountingClicked'],
    [{ kind: 'partnerLinkClicked', link: 'llcFormation' }, 'llcFormationClicked'],
    [
      { kind: 'partnerLinkClicked', link: 'valuationAndBenchmarking' },
      'valuationAndBenchmarkingClicked',
    ],
  ])('%j is pushed as %s', (event, name) => {
    const dataLayer: unknown[] = [{ 'gtm.start': 1 }];
    expect(analytics(dataLayer).track(event)).toEqual(E.right('sent'));
    expect(dataLayer).toEqual([{ 'gtm.start': 1 }, { event: name }]);
  });

  it('uses the data layer as it is at the time of the event (a tag manager may replace it)', () => {
    let dataLayer: unknown = [];
    const tracker = new DataLayerAnalytics({
      dataLayer: () => dataLayer,
      thirdPartyScriptsDisabled: false,
    });
    const replaced: unknown[] = [];
    dataLayer = replaced;
    tracker.track({ kind: 'addCompanyClicked' });
    expect(replaced).toEqual([{ event: 'addCompanyClicked' }]);
  });

  it('calls a tag manager’s own push on an object data layer', () => {
    const received: unknown[] = [];
    const dataLayer = { push: (entry: unknown) => received.push(entry) };
    expect(analytics(dataLayer).track({ kind: 'addCompanyClicked' })).toEqual(E.right('sent'));
    expect(received).toEqual([{ event: 'addCompanyClicked' }]);
  });
});

describe('DataLayerAnalytics — spec §7 "skipped when a third-party-scripts disable flag is set"', () => {
  it.each([
    ['an array', []],
    ['no data layer', undefined],
    ['a string', 'dataLayer'],
  ])('with the flag set and %s, the data layer is not even read', (_case, dataLayer) => {
    let reads = 0;
    const tracker = new DataLayerAnalytics({
      dataLayer: () => {
        reads += 1;
        return dataLayer;
      },
      thirdPartyScriptsDisabled: true,
    });
    expect(tracker.track({ kind: 'companyDropdownChoice' })).toEqual(E.right('skipped'));
    expect(reads).toBe(0);
    if (Array.isArray(dataLayer)) expect(dataLayer).toHaveLength(0);
  });
});

describe('DataLayerAnalytics — spec §8 "throws if the data layer is not an object": an error value instead', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'dataLayer'],
    ['a number', 42],
    ['a boolean', true],
    ['a function', () => undefined],
  ])('%s → analytics.dataLayerNotObject', (_case, dataLayer) => {
    expect(analytics(dataLayer).track({ kind: 'addCompanyClicked' })).toEqual(
      E.left({ code: 'analytics.dataLayerNotObject' }),
    );
  });

  it.each([
    ['an object without push', {}],
    ['an object whose push is not a function', { push: 'nope' }],
    [
      'a push that throws',
      {
        push: () => {
          throw new Error('tag manager failed');
        },
      },
    ],
  ])('%s → analytics.pushFailed, never a throw', (_case, dataLayer) => {
    expect(analytics(dataLayer).track({ kind: 'addCompanyClicked' })).toEqual(
      E.left({ code: 'analytics.pushFailed' }),
    );
  });
});
