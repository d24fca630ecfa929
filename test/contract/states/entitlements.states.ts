import type { ProviderUnderTest, StateHandler } from '../provider-under-test';

/** Provider states of the entitlements calls, named once for the consumer tests and the verification. */
export const EntitlementStates = {} as const;

/** How the reference backend sets up each state of `EntitlementStates`. */
export const entitlementStateHandlers = (_provider: ProviderUnderTest): Record<string, StateHandler> => ({});
