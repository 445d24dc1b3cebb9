// Original file: protos/svc/funding/v1/funding.proto


export interface ListSolutionsRequest {
  'project_id'?: (string);
}

export interface ListSolutionsRequest__Output {
  'project_id': (string);
}
