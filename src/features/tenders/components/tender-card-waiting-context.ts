import { createContext, useContext } from 'react';
import type { InteractAction } from '../api/schemas';

/** The interactions waiting for the connection, per tender (useWaitingInteractions), for the cards of a feed. */
export const WaitingInteractionsContext = createContext<ReadonlyMap<number, readonly InteractAction[]>>(new Map());

/** The waiting actions of one tender of the feed around it. */
export function useWaitingFor(id: number): readonly InteractAction[] | undefined {
  return useContext(WaitingInteractionsContext).get(id);
}
