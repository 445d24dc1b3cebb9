import type { Bus } from '@platform/bus';
import { listenerSubject, type ListenerFrame } from '../../domain/listener';

/** Hands a listener's frame to the gateway replica holding its stream (decision 0028). */
export interface ListenerChannel {
  publish(frame: ListenerFrame): void;
}

/**
 * Bus core subject `webhooks.listeners.<id>` (NATS core publish; in-process in the all-in-one): only
 * the replica streaming that listener subscribes to it, nothing is stored, and a frame with no
 * subscriber is dropped (the event stays in the delivery log; `replay` sends it again).
 */
export function busListenerChannel(bus: Pick<Bus, 'notify'>): ListenerChannel {
  return {
    publish(frame) {
      bus.notify(listenerSubject(frame.listener_id), Buffer.from(JSON.stringify(frame)));
    },
  };
}
