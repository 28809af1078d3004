/**
 * zod without its JIT: on the first parse zod probes `new Function('')` to compile object parsers, which the
 * Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation. Imported first by main.tsx;
 * the setting is global, so it holds for the schemas of the lazily loaded code too (only zod's `config`, not
 * its schemas, is in the entry chunk).
 */
import { config } from 'zod/mini';

config({ jitless: true });
