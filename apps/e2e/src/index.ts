/** The e2e harness (test helpers; not a deployable). */
export { freePort, startStack, type AppName, type Stack, type StackOptions } from './harness';
