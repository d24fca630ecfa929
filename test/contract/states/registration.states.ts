import type { ProviderUnderTest, StateHandler } from '../provider-under-test';

/** Provider states of the registration calls, named once for the consumer tests and the verification. */
export const RegistrationStates = {} as const;

/** How the reference backend sets up each state of `RegistrationStates`. */
export const registrationStateHandlers = (_provider: ProviderUnderTest): Record<string, StateHandler> => ({});
