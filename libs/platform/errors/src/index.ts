export * from './domain-error';
export * from './grpc-status';
export * from './http';
export * from './client-errors';
