import * as grpc from '@grpc/grpc-js';
import type { Context } from '@opentelemetry/api';
import {
  idempotentMethodsOf,
  loadContracts,
  type broadcasts,
  type contacts,
  type flows,
  type funding,
  type messagingProxy,
  type webhooks,
  type workflowsAgent,
} from '@platform/contracts';
import { callUnary, createClient, REQUEST_LANE_METADATA, type UnaryMethodName, type UnaryRequest, type UnaryResponse } from '@platform/grpc';

/** Typed gRPC clients of every service the route table calls. */
export interface ServiceClients {
  funding: funding.FundingServiceClient;
  messagingProxy: messagingProxy.MessagingProxyServiceClient;
  flows: flows.FlowsServiceClient;
  broadcasts: broadcasts.BroadcastsServiceClient;
  contacts: contacts.ContactsServiceClient;
  workflowsAgent: workflowsAgent.WorkflowsAgentServiceClient;
  webhooks: webhooks.WebhooksServiceClient;
}

/** Name of a service in the route table. */
export type ServiceName = keyof ServiceClients;

/** The clients plus one typed call helper that sets the route deadline and the request id. */
export interface Clients extends ServiceClients {
  call<S extends ServiceName, M extends UnaryMethodName<ServiceClients[S]>>(
    service: S,
    method: M,
    request: UnaryRequest<ServiceClients[S], M>,
    opts: { deadlineMs: number; requestId: string; traceContext?: Context },
  ): Promise<UnaryResponse<ServiceClients[S], M>>;
  close(): void;
}

/** gRPC addresses (host:port) per service. */
export type ServiceAddresses = Record<ServiceName, string>;

/**
 * Creates one channel per service (deadline on every call; UNAVAILABLE retried only on idempotent methods).
 * `requestLane`: mark every call as serving a waiting client (`REQUEST_LANE_METADATA`), so on the
 * all-in-one's embedded database its statements go ahead of background work (decision 0030).
 */
export function createClients(addresses: ServiceAddresses, opts: { requestLane?: boolean } = {}): Clients {
  const { contracts: c } = loadContracts();
  const make = <C extends grpc.Client>(
    Ctor: (new (address: string, credentials: grpc.ChannelCredentials, options?: grpc.ClientOptions) => C) & { service: grpc.ServiceDefinition },
    address: string,
  ): C => createClient(Ctor, address, { defaultDeadlineMs: 5_000, idempotentMethods: idempotentMethodsOf(Ctor.service) });
  const clients: ServiceClients = {
    funding: make(c.funding.FundingService, addresses.funding),
    messagingProxy: make(c.messagingProxy.MessagingProxyService, addresses.messagingProxy),
    flows: make(c.flows.FlowsService, addresses.flows),
    broadcasts: make(c.broadcasts.BroadcastsService, addresses.broadcasts),
    contacts: make(c.contacts.ContactsService, addresses.contacts),
    workflowsAgent: make(c.workflowsAgent.WorkflowsAgentService, addresses.workflowsAgent),
    webhooks: make(c.webhooks.WebhooksService, addresses.webhooks),
  };
  const requestLane = opts.requestLane ?? false;
  return {
    ...clients,
    call(service, method, request, opts) {
      const metadata = new grpc.Metadata();
      metadata.set('x-request-id', opts.requestId);
      if (requestLane) metadata.set(REQUEST_LANE_METADATA, 'request');
      return callUnary(clients[service], method, request, { deadlineMs: opts.deadlineMs, metadata, traceContext: opts.traceContext });
    },
    close() {
      for (const cl of Object.values(clients)) cl.close();
    },
  };
}
