// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * Who wrote a note: a person (user) or an API key (api_key), with its name when written.
 */
export interface NoteAuthor {
  'type'?: (string);
  'id'?: (string);
  'name'?: (string);
  '_name'?: "name";
}

/**
 * Who wrote a note: a person (user) or an API key (api_key), with its name when written.
 */
export interface NoteAuthor__Output {
  'type': (string);
  'id': (string);
  'name'?: (string);
  '_name'?: "name";
}
