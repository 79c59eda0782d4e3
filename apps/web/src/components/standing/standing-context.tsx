import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Standing } from '@lintel/domain/application/standing/standing';

const StandingContext = createContext<Standing | undefined>(undefined);

/**
 * The standing of the application on screen (decision 172): the application layout provides the one the server
 * sent with the application, and every page inside reads it from here instead of working out its own.
 */
export function StandingProvider({ standing, children }: { standing: Standing | undefined; children: ReactNode }) {
  return <StandingContext.Provider value={standing}>{children}</StandingContext.Provider>;
}

export function useStanding(): Standing | undefined {
  return useContext(StandingContext);
}
