export * from './clock';
export * from './logger';
export * from './shutdown-stack';
export * from './signals';
