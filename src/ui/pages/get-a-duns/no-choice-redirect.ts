/**
 * The navigation state /gad/dunsfound sends the search when this tab has no chosen company (a
 * reload): the search says to choose one first (D-GAD-UI-2).
 */
export const NO_CHOICE_REDIRECT = { getADunsNoChoice: true } as const;

export const isNoChoiceRedirect = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'getADunsNoChoice' in state;
