/**
 * @platform/sim-faults: the fault registry of the simulators (upstream, connector, telephony). Faults
 * are registered through a simulator's control API, matched by method and path, used up after their
 * `times` (or kept until cleared) and counted; what a fault does is the simulator's own.
 */
export { FaultRegistry, faultSpecSchema, type Fault, type FaultSpecBase } from './fault-registry';
