import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';

const ContainerContext = createContext<Container | undefined>(undefined);

export const ContainerProvider = ({
  container,
  children,
}: {
  container: Container;
  children: ReactNode;
}) => <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;

/** Resolves a service bound in the composition root's container. */
export const useInjection = <T,>(token: symbol): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it');
  return container.get<T>(token);
};
