import { z } from 'zod';

// The CSP has no 'unsafe-eval': zod must not probe `new Function` for its fast path, which the browser
// reports as a violation even though zod catches it. The probe runs when a schema is built, so every
// module takes `z` from here (ESLint enforces it) and this runs first.
z.config({ jitless: true });

export { z };
