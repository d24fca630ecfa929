import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import {
  marketingHubTabAction,
  type MarketingHubTabInput,
} from '../../../src/domain/navigation/marketing-hub-tab';
import { company } from '../fixtures';

const alpha = company('Alpha', '111111111');
const beta = company('Beta', '222222222');
const base: MarketingHubTabInput = {
  pending: {},
  deepLinkUrl: '',
  selected: alpha,
  companies: [pendingPlaceholderCompany, alpha, beta],
};

describe('Marketing Hub tab — §4', () => {
  it.each([
    [
      {
        pending: { dunsAndProfileManager: { isPLAAccepted: false } },
        deepLinkUrl: 'https://hub.example.com',
      },
      { type: 'showAgreement' },
      '"same agreement check"',
    ],
    [
      {
        pending: { creditInsights: { isPLAAccepted: false } },
        deepLinkUrl: 'https://hub.example.com',
      },
      { type: 'goToDeepLink', url: 'https://hub.example.com' },
      "the credit agreement is not this tab's",
    ],
    [
      {
        pending: { dunsAndProfileManager: { isPLAAccepted: true } },
        deepLinkUrl: 'https://hub.example.com',
      },
      { type: 'goToDeepLink', url: 'https://hub.example.com' },
      '"with a ready deep link the user goes straight there"',
    ],
    [
      {},
      {
        type: 'requestSingleSignOn',
        request: {
          dunsNumber: '111111111',
          DUNSList: ['111111111', '222222222'],
          noDunsFlow: false,
          pendingDuns: false,
        },
      },
      '"selected DUNS"',
    ],
    [
      { selected: pendingPlaceholderCompany },
      {
        type: 'requestSingleSignOn',
        request: {
          dunsNumber: '',
          DUNSList: ['111111111', '222222222'],
          noDunsFlow: false,
          pendingDuns: true,
        },
      },
      '"pending DUNS"',
    ],
    [
      { selected: undefined, companies: [] },
      {
        type: 'requestSingleSignOn',
        request: { dunsNumber: '', DUNSList: [], noDunsFlow: true, pendingDuns: false },
      },
      '"no DUNS"',
    ],
  ])('%#: %s', (overrides, expected, _sentence) => {
    expect(marketingHubTabAction({ ...base, ...overrides })).toEqual(expected);
  });
});
