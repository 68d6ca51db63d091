import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The simulated backend for Vitest (the setup file starts it and resets it after every test). */
export const server = setupServer(...handlers);
