/**
 * zod without its JIT: on the first parse zod probes `new Function('')` to compile object parsers, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation. Imported first by main.tsx.
 */
import { z } from 'zod';

z.config({ jitless: true });
