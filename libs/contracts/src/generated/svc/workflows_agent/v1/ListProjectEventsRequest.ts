// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListProjectEventsRequest {
  'project_id'?: (string);
  'name'?: (string);
  'conversation_id'?: (string);
  'source'?: (string);
  'since'?: (string);
  'until'?: (string);
  'execution_id'?: (string);
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  '_name'?: "name";
  '_conversation_id'?: "conversation_id";
  '_source'?: "source";
  '_since'?: "since";
  '_until'?: "until";
  '_execution_id'?: "execution_id";
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListProjectEventsRequest__Output {
  'project_id': (string);
  'name'?: (string);
  'conversation_id'?: (string);
  'source'?: (string);
  'since'?: (string);
  'until'?: (string);
  'execution_id'?: (string);
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  '_name'?: "name";
  '_conversation_id'?: "conversation_id";
  '_source'?: "source";
  '_since'?: "since";
  '_until'?: "until";
  '_execution_id'?: "execution_id";
  '_before'?: "before";
  '_after'?: "after";
}
