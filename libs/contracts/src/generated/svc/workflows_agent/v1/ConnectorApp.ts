// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * An app of the connector's catalog.
 */
export interface ConnectorApp {
  'slug'?: (string);
  'name'?: (string);
  'description'?: (string);
  'img_src'?: (string);
  'auth_type'?: (string);
  'categories'?: (string)[];
  '_description'?: "description";
  '_img_src'?: "img_src";
  '_auth_type'?: "auth_type";
}

/**
 * An app of the connector's catalog.
 */
export interface ConnectorApp__Output {
  'slug': (string);
  'name': (string);
  'description'?: (string);
  'img_src'?: (string);
  'auth_type'?: (string);
  'categories': (string)[];
  '_description'?: "description";
  '_img_src'?: "img_src";
  '_auth_type'?: "auth_type";
}
