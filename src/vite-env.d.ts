/// <reference types="vite/client" />

/** True when the simulated backend (MSW) is bundled and started; fixed at build time. */
declare const __API_MOCKING__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_API_MOCKING?: 'on' | 'off';
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_PHONE?: string;
}
