/** Each partner offer's text (the dashboard's offers and the free-DUNS offers page). */
export const OFFER_TEXT = {
  lendio: 'offers.lendio.text',
  nextInsurance: 'offers.nextInsurance.text',
  liliBanking: 'offers.liliBanking.text',
} as const;
