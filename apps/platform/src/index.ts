/** The all-in-one composition root (not a library; exported for its tests). */
export { startPlatform, SERVICE_PORT_OFFSETS, type RunningPlatform } from './compose';
export { configSchema, loadPlatformConfig, type PlatformConfig } from './config';
