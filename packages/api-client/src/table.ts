/** The contracts endpoint table with each entry's precise types (contracts' `e()` keeps the literal types). */
import { ENDPOINTS } from '@inkshelf/contracts';

export const API_TABLE = ENDPOINTS;
export type ApiTable = typeof API_TABLE;
