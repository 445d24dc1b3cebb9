export * from './call';
export * from './client';
export * from './handler';
export * from './proto';
export * from './server';
