import type { PendingCompanyReason } from '../../../src/domain/companies/company-list';
import {
  tileCompanyState,
  tilePill,
  tilePillMessage,
  tilePillTone,
  type PillTone,
  type SelectedCompanyState,
  type TileCompanyState,
  type TileFacts,
  type TilePill,
} from '../../../src/domain/entitlements/tile-pill';

const ready: TileFacts = {
  company: 'ready',
  needsCompany: true,
  termsAccepted: true,
  hasDownloadableAssets: false,
  hasNewFeature: false,
};
const everything: TileFacts = {
  company: 'dunsNumberCreationPending',
  needsCompany: true,
  termsAccepted: false,
  trialDaysLeft: 5,
  hasDownloadableAssets: true,
  hasNewFeature: true,
};

describe('tile pill — §4 "Tile pill labels" with the precedence of D-DOM-5', () => {
  it.each<[string, Partial<TileFacts>, TilePill | undefined]>([
    ['nothing to say', {}, undefined],
    [
      '"pending DUNS number creation"',
      { company: 'dunsNumberCreationPending' },
      { kind: 'pendingDunsNumberCreation' },
    ],
    [
      '"DUNS application not complete"',
      { company: 'dunsApplicationNotComplete' },
      { kind: 'dunsApplicationNotComplete' },
    ],
    [
      '"DUNS application processing"',
      { company: 'dunsApplicationProcessing' },
      { kind: 'dunsApplicationProcessing' },
    ],
    ['"pending add your company"', { company: 'none' }, { kind: 'pendingAddYourCompany' }],
    ['no company, but the product needs none', { company: 'none', needsCompany: false }, undefined],
    [
      '"pending product terms acceptance"',
      { termsAccepted: false },
      { kind: 'pendingProductTermsAcceptance' },
    ],
    ['"N days of trial left"', { trialDaysLeft: 5 }, { kind: 'trialDaysLeft', days: 5 }],
    ['one day of trial left', { trialDaysLeft: 1 }, { kind: 'trialDaysLeft', days: 1 }],
    ['an expired trial shows no days', { trialDaysLeft: 0 }, undefined],
    ['"download assets"', { hasDownloadableAssets: true }, { kind: 'downloadAssets' }],
    ['"new feature available"', { hasNewFeature: true }, { kind: 'newFeatureAvailable' }],
  ])('%s', (_label, facts, expected) => {
    expect(tilePill({ ...ready, ...facts })).toEqual(expected);
  });

  it.each<[string, Partial<TileFacts>, TilePill['kind']]>([
    ['1. the company being created outranks all', {}, 'pendingDunsNumberCreation'],
    [
      '2. an unfinished application',
      { company: 'dunsApplicationNotComplete' },
      'dunsApplicationNotComplete',
    ],
    [
      '3. a processing application',
      { company: 'dunsApplicationProcessing' },
      'dunsApplicationProcessing',
    ],
    ['4. no company for a product that needs one', { company: 'none' }, 'pendingAddYourCompany'],
    ['5. terms not accepted', { company: 'ready' }, 'pendingProductTermsAcceptance'],
    [
      '5. terms not accepted (no company needed)',
      { company: 'none', needsCompany: false },
      'pendingProductTermsAcceptance',
    ],
    [
      '6. trial days before assets and features',
      { company: 'ready', termsAccepted: true },
      'trialDaysLeft',
    ],
    [
      '7. assets before a new feature',
      { company: 'ready', termsAccepted: true, trialDaysLeft: undefined },
      'downloadAssets',
    ],
    [
      '8. a new feature last',
      { company: 'ready', termsAccepted: true, trialDaysLeft: 0, hasDownloadableAssets: false },
      'newFeatureAvailable',
    ],
  ])('D-DOM-5 precedence %s', (_label, facts, expected) => {
    expect(tilePill({ ...everything, ...facts })?.kind).toBe(expected);
  });

  it.each<[TilePill, ReturnType<typeof tilePillMessage>]>([
    [
      { kind: 'trialDaysLeft', days: 3 },
      { id: 'tile.pill.trialDaysLeft', values: { days: 3 } },
    ],
    [{ kind: 'pendingDunsNumberCreation' }, { id: 'tile.pill.pendingDunsNumberCreation' }],
    [{ kind: 'newFeatureAvailable' }, { id: 'tile.pill.newFeatureAvailable' }],
  ])('tilePillMessage(%j)', (pill, expected) => {
    expect(tilePillMessage(pill)).toEqual(expected);
  });
});

describe('pill tone — D-DASH-3 (the design brief’s colour pairs)', () => {
  it.each<[TilePill, PillTone]>([
    [{ kind: 'pendingDunsNumberCreation' }, 'warning'],
    [{ kind: 'dunsApplicationNotComplete' }, 'warning'],
    [{ kind: 'pendingProductTermsAcceptance' }, 'warning'],
    [{ kind: 'pendingAddYourCompany' }, 'warning'],
    [{ kind: 'dunsApplicationProcessing' }, 'info'],
    [{ kind: 'newFeatureAvailable' }, 'info'],
    [{ kind: 'downloadAssets' }, 'success'],
    [{ kind: 'trialDaysLeft', days: 14 }, 'info'],
    [{ kind: 'trialDaysLeft', days: 4 }, 'info'],
    [{ kind: 'trialDaysLeft', days: 3 }, 'warning'],
    [{ kind: 'trialDaysLeft', days: 1 }, 'warning'],
  ])('%j → %s', (pill, tone) => {
    expect(tilePillTone(pill)).toBe(tone);
  });
});

describe('the company a tile speaks of — D-DASH-1', () => {
  it.each<[boolean, SelectedCompanyState, PendingCompanyReason | undefined, TileCompanyState]>([
    [false, 'ready', undefined, 'ready'],
    [false, 'none', undefined, 'none'],
    [false, 'ready', 'dunsApplicationProcessing', 'ready'],
    [false, 'pending', 'dunsApplicationProcessing', 'dunsApplicationProcessing'],
    [false, 'pending', undefined, 'dunsNumberCreationPending'],
    [true, 'ready', undefined, 'dunsNumberCreationPending'],
    [true, 'ready', 'dunsApplicationNotComplete', 'dunsApplicationNotComplete'],
    [true, 'none', 'dunsApplicationProcessing', 'dunsApplicationProcessing'],
  ])(
    'waits for a DUNS: %s, selected %s, pending reason %s → %s',
    (waits, selected, reason, state) => {
      expect(tileCompanyState(waits, selected, reason)).toBe(state);
    },
  );
});
