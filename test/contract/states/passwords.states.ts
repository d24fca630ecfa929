import type { ProviderUnderTest, StateHandler } from '../provider-under-test';

/** Provider states of the passwords calls, named once for the consumer tests and the verification. */
export const PasswordStates = {} as const;

/** How the reference backend sets up each state of `PasswordStates`. */
export const passwordStateHandlers = (_provider: ProviderUnderTest): Record<string, StateHandler> => ({});
