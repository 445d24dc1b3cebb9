/** The fuzzing suite's support: hostile value catalogues, the schema converter, the wire and the verdict. */
export * from './hostile';
export * from './schema-arbitrary';
export * from './verdict';
export * from './wire';
export * from './mutations';
