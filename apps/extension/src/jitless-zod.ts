import { z } from 'zod';

// Extension pages and content scripts run under a CSP without eval: zod must not try to compile its parsers.
z.config({ jitless: true });
