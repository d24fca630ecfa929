import type { ProviderUnderTest, StateHandler } from '../provider-under-test';

/** Provider states of the gad calls, named once for the consumer tests and the verification. */
export const GadStates = {} as const;

/** How the reference backend sets up each state of `GadStates`. */
export const gadStateHandlers = (_provider: ProviderUnderTest): Record<string, StateHandler> => ({});
