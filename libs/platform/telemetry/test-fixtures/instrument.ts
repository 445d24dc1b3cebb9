// First import of the trace fixture: the SDK must be started before http/grpc-js/pg load.
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { startTelemetry } from '../src';

/** Spans of the whole chain, read by the fixture at the end. */
export const exporter = new InMemorySpanExporter();
export const telemetry = startTelemetry({ serviceName: 'trace-fixture', spanProcessors: [new SimpleSpanProcessor(exporter)] });
