// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * Media of a message (metadata only; the bytes stay upstream).
 */
export interface MessageMedia {
  'id'?: (string);
  'mime_type'?: (string);
  'sha256'?: (string);
  'filename'?: (string);
  'caption'?: (string);
  '_mime_type'?: "mime_type";
  '_sha256'?: "sha256";
  '_filename'?: "filename";
  '_caption'?: "caption";
}

/**
 * Media of a message (metadata only; the bytes stay upstream).
 */
export interface MessageMedia__Output {
  'id': (string);
  'mime_type'?: (string);
  'sha256'?: (string);
  'filename'?: (string);
  'caption'?: (string);
  '_mime_type'?: "mime_type";
  '_sha256'?: "sha256";
  '_filename'?: "filename";
  '_caption'?: "caption";
}
