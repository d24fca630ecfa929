import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Token } from '../../application/app.tokens';

const ContainerContext = createContext<Container | undefined>(undefined);

export const ContainerProvider = ({
  container,
  children,
}: {
  container: Container;
  children: ReactNode;
}) => <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;

/** What the container hands out: a port by its typed token, or a use case by its class. */
export type Injectable<T> = Token<T> | (abstract new (...args: never[]) => T);

/** Resolves a service bound in the composition root's container, typed by its identifier. */
export const useInjection = <T,>(identifier: Injectable<T>): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it');
  return container.get<T>(identifier);
};
