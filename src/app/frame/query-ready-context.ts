import { createContext } from 'react';

/** True below a QueryClientProvider: WithQueries then renders its children as they are. */
export const QueryReadyContext = createContext(false);
