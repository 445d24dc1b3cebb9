/** The e2e harness (test helpers; not a deployable). */
export { freePort, startStack, type AppName, type Stack, type StackOptions } from './harness';
export { apiFor, coreJourney, type Api } from './journeys';
export { connectNumberWithTemplate, occupyDefaultPorts, platformPorts, simulatorOf, startAllInOne, type AllInOne, type SimulatorCall } from './all-in-one';
export { FUNDING_TEST_ENV, digits, fundingFixtures, poll, type FundingFixture } from './funding-fixtures';
export { connectSimulatorNumber, startDashboardStack, type ConnectedNumber, type DashboardStack, type DashboardStackOptions, type Person } from './dashboard';
