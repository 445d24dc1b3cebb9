export { createDb } from '@platform/db';
