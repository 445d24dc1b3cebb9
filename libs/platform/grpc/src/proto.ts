import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/**
 * proto-loader options that keep data intact: int64 as strings (numbers lose precision above
 * 2^53), enums as names, zero values present, the set oneof named, field names as in the proto
 * (snake_case, like the public JSON).
 */
export const PROTO_LOADER_OPTIONS: Readonly<protoLoader.Options> = {
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  keepCase: true,
};

/** Result of {@link loadProtoPackage}. */
export interface LoadedProtoPackage<T = grpc.GrpcObject> {
  /** For {@link startGrpcServer}'s reflection and for service definitions. */
  packageDefinition: protoLoader.PackageDefinition;
  /** The loaded package tree (client constructors, service definitions). */
  grpcObject: T;
}

/**
 * Loads .proto files with {@link PROTO_LOADER_OPTIONS}. Pass absolute include dirs: bundling
 * moves files, so paths relative to the working directory break. `T` is the generated
 * `ProtoGrpcType` of proto-loader-gen-types, when there is one.
 */
export function loadProtoPackage<T = grpc.GrpcObject>(files: string[], includeDirs: string[]): LoadedProtoPackage<T> {
  const packageDefinition = protoLoader.loadSync(files, { ...PROTO_LOADER_OPTIONS, includeDirs });
  // The generated ProtoGrpcType describes exactly what loadPackageDefinition builds from these files.
  const grpcObject = grpc.loadPackageDefinition(packageDefinition) as unknown as T;
  return { packageDefinition, grpcObject };
}
