/** The contracts endpoint table with each entry's precise types (contracts' `e()` keeps the literal types). */
import type { ENDPOINTS } from '@inkshelf/contracts';

/** Types only: at run time the client reads the schema-free ROUTES table. */
export type ApiTable = typeof ENDPOINTS;
