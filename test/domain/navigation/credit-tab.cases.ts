import { creditTabAction } from '../../../src/domain/navigation/credit-tab';

describe('Credit tab — §4 "if the pending credit product exists and its agreement is not accepted, an agreement prompt opens; otherwise the click is tracked and the user goes to the deep link"', () => {
  it.each([
    [{ creditInsights: { isPLAAccepted: false } }, 'showAgreement', 'exists, not accepted'],
    [{ creditInsights: { isPLAAccepted: true } }, 'trackAndGoToDeepLink', 'exists, accepted'],
    [{}, 'trackAndGoToDeepLink', 'does not exist'],
    [
      { dunsAndProfileManager: { isPLAAccepted: false } },
      'trackAndGoToDeepLink',
      'only the other product is pending',
    ],
  ])('%j → %s (%s)', (pending, expected, _sentence) => {
    expect(creditTabAction(pending)).toEqual({ type: expected });
  });
});
